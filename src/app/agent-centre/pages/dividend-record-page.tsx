/** Dividend record: the dividend settlements (shown when its consolidated info flag is on). */
import { SettlementsPage } from './settlements-records';

export default function DividendRecordPage() {
  return <SettlementsPage kind="dividend" />;
}
