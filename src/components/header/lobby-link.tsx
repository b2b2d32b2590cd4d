/** The header's way back to the lobby: a real link styled as the secondary button, so it can also open in a new tab; a plain click stays in the app. */
import type { MouseEvent } from 'react';
import { Icon } from '../ui/icons';

export function LobbyLink({ label, onLobby }: { label: string; onLobby(): void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onLobby();
  };
  return (
    <a href="/" className="btn btn--secondary btn--md header__lobby" onClick={follow} data-testid="header-lobby">
      <Icon name="chevronRight" size={16} className="header__lobby-arrow" />
      {label}
    </a>
  );
}
