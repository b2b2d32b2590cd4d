/**
 * keen-slider plugin: moves to the next slide every `intervalMs` and keeps
 * going after the visitor drags or picks a slide (the timer restarts when
 * an animation ends instead of stopping).
 */
import type { KeenSliderPlugin } from 'keen-slider/react';

export const bannerAutoplayMs = 5000;

export function autoplay(intervalMs: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      timer = setTimeout(() => slider.next(), intervalMs);
    };
    slider.on('created', schedule);
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', stop);
  };
}
