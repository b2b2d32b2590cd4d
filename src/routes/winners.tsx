import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { validateWinnersSearch, type WinnerCategory } from '../app/games/winners/winner-categories';
import { WinnersScreen } from '../app/games/winners/winners-screen';

export const Route = createFileRoute('/winners')({
  staticData: { layout: layouts.full, textAreas: ['games'] },
  validateSearch: validateWinnersSearch,
  loader: routeTextsLoader,
  component: WinnersPage,
});

function WinnersPage() {
  const { category = 'ALL' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const choose = (next: WinnerCategory) => void navigate({ search: next === 'ALL' ? {} : { category: next } });
  return <WinnersScreen category={category} onCategory={choose} />;
}
