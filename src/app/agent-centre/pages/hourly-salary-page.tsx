/** Hourly salary: the hourlySalary settlements (shown when its consolidated info flag is on). */
import { SettlementsPage } from './settlements-records';

export default function HourlySalaryPage() {
  return <SettlementsPage kind="hourlySalary" />;
}
