/**
 * Zoom for the chart. "auto" fits the chart to the panel's width but keeps
 * text readable (at least 60%, scroll for the rest); "fit" shows it whole;
 * a number is a zoom the user picked.
 */
import { useEffect, useState, type RefObject } from 'react';

export type Zoom = 'auto' | 'fit' | number;

const READABLE = 0.6;

export function useFitScale(container: RefObject<HTMLElement | null>, width: number, zoom: Zoom): number {
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth - 48);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);
  if (typeof zoom === 'number') return zoom;
  if (!width || !available) return 1;
  const whole = Math.min(1, available / width);
  return zoom === 'fit' ? Math.max(0.2, whole) : Math.max(READABLE, whole);
}

export function nextZoom(current: number, change: 'in' | 'out' | 'fit'): Zoom {
  if (change === 'fit') return 'fit';
  const steps = [0.25, 0.35, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];
  if (change === 'in') return steps.find((step) => step > current + 0.001) ?? steps[steps.length - 1];
  return [...steps].reverse().find((step) => step < current - 0.001) ?? steps[0];
}
