/**
 * keen-slider plugin: moves to the next slide every `intervalMs` and keeps
 * going after the visitor drags or picks a slide (the timer restarts when
 * an animation ends instead of stopping). While keyboard focus is on a slide
 * the rotation waits, so the banner being read does not slide away, and it
 * resumes when focus leaves (the WAI-ARIA carousel pattern).
 */
import type { KeenSliderPlugin } from 'keen-slider/react';

export const bannerAutoplayMs = 5000;

export function autoplay(intervalMs: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let focused = false;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (!focused) timer = setTimeout(() => slider.next(), intervalMs);
    };
    const onFocusIn = () => {
      focused = true;
      stop();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && slider.container.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    };
    slider.on('created', () => {
      slider.container.addEventListener('focusin', onFocusIn);
      slider.container.addEventListener('focusout', onFocusOut);
      schedule();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      stop();
      slider.container.removeEventListener('focusin', onFocusIn);
      slider.container.removeEventListener('focusout', onFocusOut);
    });
  };
}
