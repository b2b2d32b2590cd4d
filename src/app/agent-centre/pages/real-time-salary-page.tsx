/** Real-time salary: the realTimeSalary settlements (shown when its consolidated info flag is on). */
import { SettlementsPage } from './settlements-records';

export default function RealTimeSalaryPage() {
  return <SettlementsPage kind="realTimeSalary" />;
}
