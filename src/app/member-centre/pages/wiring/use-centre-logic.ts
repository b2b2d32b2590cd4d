/** The provided member-centre machines of this app's HTTP client. */
import { useApp } from '../../../app-context';
import { centreLogicFor, type CentreLogic } from './centre-logic';

export function useCentreLogic(): CentreLogic {
  return centreLogicFor(useApp().http);
}
