/** A request's status as a coloured pill: waiting, done, refused. */
import type { ReactNode } from 'react';
import './kit.css';

export type StatusTone = 'pending' | 'success' | 'danger' | 'info';

export function StatusPill({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`mc-pill mc-pill--${tone}`} data-testid={testId}>
      <span className="mc-pill__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
