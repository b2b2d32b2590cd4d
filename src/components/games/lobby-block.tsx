/** A titled block of a lobby page (providers, games, rooms), with an optional note or control on the right. */
import type { ReactNode } from 'react';
import './lobby-block.css';

export function LobbyBlock({ title, aside, children, testId }: { title: ReactNode; aside?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="lobby-block" data-testid={testId}>
      <header className="lobby-block__head">
        <h2>{title}</h2>
        {aside ? <div className="lobby-block__aside">{aside}</div> : null}
      </header>
      {children}
    </section>
  );
}
