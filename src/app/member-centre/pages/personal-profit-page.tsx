/** Personal profit: the period's money in and out and the bets per category. */
import { PersonalProfitView, type PersonalProfitViewProps } from '../../../components/member-centre/records/personal-profit-view';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useRecords } from './wiring/use-records';

export default function PersonalProfitPage() {
  const records = useRecords<PersonalProfitViewProps['view']['answer']>(useCentreLogic().personalProfit);
  return <PersonalProfitView view={records.view} period={records.period} onRetry={records.onRetry} />;
}
