/** The /login page: the login form in a card, centred on the page. */
import type { ReactNode } from 'react';
import './login-page.css';

export function LoginPage({ children }: { children: ReactNode }) {
  return (
    <section className="login-page" data-testid="login-page">
      <div className="login-page__card">{children}</div>
    </section>
  );
}
