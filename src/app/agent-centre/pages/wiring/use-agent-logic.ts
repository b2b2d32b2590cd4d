/** The provided agent-centre machines of this app's HTTP client. */
import { useApp } from '../../../app-context';
import { agentLogicFor, type AgentLogic } from './agent-logic';

export function useAgentLogic(): AgentLogic {
  return agentLogicFor(useApp().http);
}
