/** Daily wages: the dailySalary settlements (shown when its consolidated info flag is on). */
import { SettlementsPage } from './settlements-records';

export default function DailyWagesPage() {
  return <SettlementsPage kind="dailySalary" />;
}
