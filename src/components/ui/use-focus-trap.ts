/**
 * Keeps keyboard focus inside a modal panel while it is open (WAI-ARIA
 * dialog pattern): focus moves into the panel on open, Tab and Shift+Tab
 * wrap around its controls, focus that lands outside (a click on the page
 * behind) comes back, and on close focus returns to the control that had it
 * before. A dialog opened above the panel keeps its own focus.
 */
import { useLayoutEffect, type RefObject } from 'react';

const focusable = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function tabbables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/** Another modal panel opened above this one, which owns focus while it is open. */
const inOtherDialog = (panel: HTMLElement, target: Element): boolean => {
  const dialog = target.closest('[aria-modal="true"]');
  return dialog !== null && dialog !== panel;
};

/**
 * Focus back to the opener. Its parent may have drawn it again while the panel was open (the header
 * re-renders the avatar when the member's details refresh): an opener that can be redrawn carries a stable
 * `id`, and the control with that id stands in for it. A menu item whose menu closed has no stand-in, and
 * focus stays where the page puts it.
 */
function reopen(opener: HTMLElement | null): void {
  if (!opener) return;
  if (opener.isConnected) return opener.focus();
  const standIn = opener.id ? document.getElementById(opener.id) : null;
  standIn?.focus();
}

/**
 * A layout effect, so the trap holds from the commit that draws the panel. A passive effect runs in a later task
 * when the render was not urgent (a lazy panel whose chunk just arrived): keys pressed in between would move
 * through the page behind a panel already on screen, and the opener read then could already be gone.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.contains(document.activeElement)) element.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const target = document.activeElement;
      if (target && inOtherDialog(element, target)) return;
      const controls = tabbables(element);
      if (controls.length === 0) {
        event.preventDefault();
        element.focus();
        return;
      }
      const first = controls[0];
      const last = controls[controls.length - 1];
      const inside = target instanceof Node && element.contains(target);
      if (event.shiftKey && (!inside || target === first || target === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || target === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target) || inOtherDialog(element, target)) return;
      element.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      reopen(previous);
    };
  }, [panel]);
}
