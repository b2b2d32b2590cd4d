/**
 * Keyboard operation of the slide puzzle (the WAI-ARIA slider pattern):
 * arrows move the piece one pixel, Shift+arrow or Page Up/Down ten, Home and
 * End to the ends, Enter or Space confirms. The trail is one point where the
 * keys began, one per press that moved the piece (a held key's repeats
 * included) and one at the confirmation, each timed by the event's own
 * timeStamp; the gateway judges its steps and rhythm (key-trail.ts).
 */
import { useCallback, useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { slideKeySteps, type SlideGesture } from '../../services/schemas/account';
import type { TrailPoint } from './use-slide-drag';

interface KeyOptions {
  x: number;
  maxX: number;
  /** False while the puzzle is loading or verifying, or while the pointer is dragging. */
  enabled: boolean;
  resetKey: string | null;
  moveTo(x: number): void;
  onDrop(x: number, trail: TrailPoint[], gesture: SlideGesture): void;
}

/** Where a key takes the piece from `x`, or null for a key the slider does not use. */
function targetOf(event: ReactKeyboardEvent, x: number, maxX: number): number | null {
  const step = event.shiftKey ? slideKeySteps.large : slideKeySteps.small;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return x + step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return x - step;
    case 'PageUp':
      return x + slideKeySteps.large;
    case 'PageDown':
      return x - slideKeySteps.large;
    case 'Home':
      return 0;
    case 'End':
      return maxX;
    default:
      return null;
  }
}

const isConfirmKey = (key: string): boolean => key === 'Enter' || key === ' ';

export function useSlideKeys({ x, maxX, enabled, resetKey, moveTo, onDrop }: KeyOptions) {
  const trail = useRef<TrailPoint[]>([]);

  // A new challenge starts a new trail.
  useEffect(() => {
    trail.current = [];
  }, [resetKey]);

  return useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      if (!enabled) return;
      const t = Math.round(event.timeStamp);
      if (isConfirmKey(event.key)) {
        event.preventDefault();
        // Nothing moved by the keys yet (or a drag moved it since): there is no answer to confirm.
        if (event.repeat || x < 1 || trail.current.at(-1)?.x !== x) return;
        const answer = [...trail.current, { x, y: 0, t }];
        trail.current = [];
        onDrop(x, answer, 'keys');
        return;
      }
      const target = targetOf(event, x, maxX);
      if (target === null) return;
      event.preventDefault();
      const next = Math.min(maxX, Math.max(0, target));
      if (next === x) return;
      // The keys pick up where they left the piece; anywhere else (a drag moved it) starts a new trail.
      if (trail.current.at(-1)?.x !== x) trail.current = [{ x, y: 0, t }];
      trail.current.push({ x: next, y: 0, t });
      moveTo(next);
    },
    [enabled, x, maxX, moveTo, onDrop],
  );
}
