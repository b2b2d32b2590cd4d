/** Who is signed in to the back office, as the router's guards and the layout read it. Set after sign-in, cleared by sign-out or a 401. */
import type { OperatorView } from './services/backoffice.api';

export interface BackofficeAuth {
  operator: OperatorView | null;
  may(action: string): boolean;
}

export function createAuth(): BackofficeAuth & { set(operator: OperatorView | null): void } {
  const auth = {
    operator: null as OperatorView | null,
    may: (action: string) => auth.operator?.actions.includes(action) ?? false,
    set: (operator: OperatorView | null) => {
      auth.operator = operator;
    },
  };
  return auth;
}

/** The first screen a role may see, for /backoffice and after sign-in. */
export function homeOf(auth: BackofficeAuth): '/backoffice/deposits' | '/backoffice/withdrawals' | '/backoffice/audit' | '/backoffice/content/banners' | '/backoffice/welcome' {
  if (auth.may('deposits.read')) return '/backoffice/deposits';
  if (auth.may('withdrawals.read')) return '/backoffice/withdrawals';
  if (auth.may('audit.read')) return '/backoffice/audit';
  if (auth.may('content.edit')) return '/backoffice/content/banners';
  return '/backoffice/welcome';
}
