/**
 * Pans a scrolling panel by dragging its background. A drag is not a click:
 * `wasDrag()` tells the click handler to ignore the release.
 */
import { useRef, type PointerEvent, type RefObject } from 'react';

export function useDragScroll(container: RefObject<HTMLElement | null>) {
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const moved = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    const element = container.current;
    if (!element || event.button !== 0 || (event.target as Element).closest('.sc-state')) return;
    drag.current = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop, moved: false };
    moved.current = false;
    element.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const element = container.current;
    const start = drag.current;
    if (!element || !start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) + Math.abs(dy) > 4) start.moved = true;
    element.scrollLeft = start.left - dx;
    element.scrollTop = start.top - dy;
  };
  const onPointerUp = () => {
    moved.current = Boolean(drag.current?.moved);
    drag.current = null;
  };
  return { handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp }, wasDrag: () => moved.current };
}
