/**
 * "Last games" (AGCO 13.1.1), on the game page and the betting record: opens
 * the recall of the member's latest ten rounds, asked for when it opens, so
 * it shows the rounds just played. Its texts are the games area's, loaded
 * first where that area is not (the member centre).
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { RecallDialog } from '../../../components/games-recall/recall-dialog';
import { Button } from '../../../components/ui/button';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { loadLocaleArea } from '../../../i18n/locale-areas';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import type { GameRecall } from '../../../services/schemas/statement';
import { useSessionSelector } from '../../access/use-session';
import { useApp } from '../../app-context';
import { recallLogicFor } from './recall-logic';

/** `label` is the host page's own text: the games area's texts may not be loaded yet where the button shows. */
export function LastGamesButton({ label, className }: { label: string; className?: string }) {
  const app = useApp();
  const [open, setOpen] = useState(false);
  const signedIn = useSessionSelector((view) => view.isLoggedIn) ?? false;
  const show = () => void loadLocaleArea(app.i18n, 'games').then(() => setOpen(true));
  if (!signedIn) return null;
  return (
    <>
      <Button variant="secondary" size="sm" className={`last-games-button ${className ?? ''}`} onClick={show} data-testid="last-games">
        {label}
      </Button>
      {open ? <RecallHost onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RecallHost({ onClose }: { onClose(): void }) {
  const { http } = useApp();
  const actor = useActorRef(recallLogicFor(http), withInspection());
  const view = useSelector(actor, selectDetails<GameRecall>);
  return <RecallDialog view={view} onRetry={() => actor.send({ type: 'details.retry' })} onClose={onClose} />;
}
