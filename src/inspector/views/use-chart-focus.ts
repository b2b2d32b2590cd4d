/**
 * Keeps the part of the chart that matters in view: the active states when
 * the actor moves (or the timeline does), else the initial state when another
 * chart appears. A state already in view does not move the chart, so reading
 * and panning are not interrupted by every event.
 */
import { useEffect, type RefObject } from 'react';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The scroll position that shows `box` (in scroll coordinates) with a margin, or null when it is in view already. */
export function scrollToShow(view: Box, box: Box, margin = 24): { left: number; top: number } | null {
  const inside = box.x >= view.x && box.y >= view.y && box.x + box.width <= view.x + view.width && box.y + box.height <= view.y + view.height;
  if (inside) return null;
  // Centred when it fits; a box larger than the view shows its top-left corner.
  const left = box.width + 2 * margin > view.width ? box.x - margin : box.x + box.width / 2 - view.width / 2;
  const top = box.height + 2 * margin > view.height ? box.y - margin : box.y + box.height / 2 - view.height / 2;
  return { left: Math.max(0, left), top: Math.max(0, top) };
}

function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { x, y, width: Math.max(...boxes.map((box) => box.x + box.width)) - x, height: Math.max(...boxes.map((box) => box.y + box.height)) - y };
}

/** `chart` changes with the chart, `scale` with its zoom, `activeKey` with the states to show. */
export function useChartFocus(canvas: RefObject<HTMLElement | null>, chart: unknown, scale: number, activeKey: string): void {
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const frame = element.getBoundingClientRect();
    const toScroll = (rect: DOMRect): Box => ({ x: rect.left - frame.left + element.scrollLeft, y: rect.top - frame.top + element.scrollTop, width: rect.width, height: rect.height });
    const active = [...element.querySelectorAll('.sc-leaf.is-active > .sc-box')].map((node) => toScroll(node.getBoundingClientRect()));
    const start = element.querySelector('.sc-initial');
    const target = active.length ? union(active) : start ? toScroll(start.getBoundingClientRect()) : null;
    if (!target) return;
    // Parallel regions far apart: show the first active state whole rather than the corner of their union.
    const fits = target.width <= element.clientWidth && target.height <= element.clientHeight;
    const box = fits || !active.length ? target : active[0];
    const next = scrollToShow({ x: element.scrollLeft, y: element.scrollTop, width: element.clientWidth, height: element.clientHeight }, box);
    if (!next) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ ...next, behavior: smooth ? 'smooth' : 'auto' });
  }, [canvas, chart, scale, activeKey]);
}
