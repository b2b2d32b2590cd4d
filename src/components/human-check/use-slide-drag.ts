/**
 * Pointer tracking for the slide puzzle: the piece follows the pointer
 * horizontally, and every move is sampled as {x, y, t} where x is the piece's
 * left edge in challenge pixels, y the pointer's vertical offset from where
 * the drag began (a hand wobbles) and t the event's own timeStamp.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { SlideGesture } from '../../services/schemas/account';

export interface TrailPoint {
  x: number;
  y: number;
  t: number;
}

interface DragStart {
  pointerX: number;
  pointerY: number;
  pieceX: number;
}

export function useSlideDrag(options: { maxX: number; enabled: boolean; resetKey: string | null; onDrop(x: number, trail: TrailPoint[], gesture: SlideGesture): void }) {
  const { maxX, enabled, resetKey, onDrop } = options;
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<DragStart | null>(null);
  const trail = useRef<TrailPoint[]>([]);

  // A new challenge puts the piece back at the start.
  useEffect(() => {
    setX(0);
    setDragging(false);
    start.current = null;
    trail.current = [];
  }, [resetKey]);

  const sample = (event: ReactPointerEvent, pieceX: number) => {
    const origin = start.current;
    if (!origin) return;
    trail.current.push({ x: Math.round(pieceX * 10) / 10, y: Math.round(event.clientY - origin.pointerY), t: Math.round(event.timeStamp) });
  };

  const positionOf = (event: ReactPointerEvent) => {
    const origin = start.current;
    if (!origin) return 0;
    return Math.min(maxX, Math.max(0, origin.pieceX + event.clientX - origin.pointerX));
  };

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = { pointerX: event.clientX, pointerY: event.clientY, pieceX: 0 };
      trail.current = [];
      setX(0);
      setDragging(true);
      sample(event, 0);
    },
    [enabled],
  );

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!start.current) return;
      const next = positionOf(event);
      setX(next);
      sample(event, next);
    },
    [maxX],
  );

  const onPointerUp = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!start.current) return;
      const final = positionOf(event);
      sample(event, final);
      start.current = null;
      setDragging(false);
      setX(final);
      // A click without movement is not an answer.
      if (final < 1) {
        setX(0);
        return;
      }
      onDrop(final, trail.current, 'drag');
    },
    [maxX, onDrop],
  );

  // The keys move the piece through `setX` too (use-slide-keys.ts).
  return { x, setX, dragging, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
