/** Shows the slide puzzle of whichever flow is waiting for a human check, wired to that child actor. */
import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SlidePuzzle } from '../../components/human-check/slide-puzzle';
import type { TrailPoint } from '../../components/human-check/use-slide-drag';
import type { humanCheckMachine } from '../../machines/human-check/human-check.machine';
import type { SlideGesture } from '../../services/schemas/account';
import { selectHumanCheck } from '../../machines/human-check/human-check.selectors';

export type HumanCheckRef = ActorRefFrom<typeof humanCheckMachine>;

export function HumanCheckHost({ actor, onCancel }: { actor: HumanCheckRef | null; onCancel(): void }) {
  if (!actor) return null;
  return <Puzzle actor={actor} onCancel={onCancel} />;
}

function Puzzle({ actor, onCancel }: { actor: HumanCheckRef; onCancel(): void }) {
  const view = useSelector(actor, selectHumanCheck);
  const onDrop = useCallback((x: number, trail: TrailPoint[], gesture: SlideGesture) => actor.send({ type: 'piece.drop', x, trail, gesture }), [actor]);
  return (
    <SlidePuzzle
      view={view}
      onDrop={onDrop}
      onRefresh={() => actor.send({ type: 'challenge.refresh' })}
      onRetry={() => actor.send({ type: 'challenge.retry' })}
      onCancel={onCancel}
    />
  );
}
