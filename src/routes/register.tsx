import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { optionalText } from '../app/search';
import { RegisterFlow } from '../app/access/register-flow';

export const Route = createFileRoute('/register')({
  staticData: { layout: layouts.headerBanner },
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'referralCode', 'affiliateCode'),
  component: RegisterPage,
});

/** The full registration page: the registration flow with reset and back-home. */
function RegisterPage() {
  const search = Route.useSearch();
  return <RegisterFlow variant="page" search={search} />;
}
