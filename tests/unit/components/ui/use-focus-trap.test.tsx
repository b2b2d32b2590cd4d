import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { startTransition, useRef, useState } from 'react';
import { useFocusTrap } from '../../../../src/components/ui/use-focus-trap';

function Panel() {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel);
  return (
    <div ref={panel} role="dialog" aria-modal="true" tabIndex={-1}>
      <button type="button">inside</button>
    </div>
  );
}

/** An opener whose parent can draw it again (a new element, same id) while the panel is open. */
function Page({ id, testId }: { id?: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  (window as unknown as { page?: unknown }).page = { setOpen, setGeneration };
  return (
    <div>
      <button key={generation} id={id} type="button" data-testid={testId} onClick={() => setOpen(true)}>
        opener
      </button>
      <button type="button">elsewhere</button>
      {open ? <Panel /> : null}
    </div>
  );
}

const page = () => (window as unknown as { page: { setOpen(open: boolean): void; setGeneration(next: number): void } }).page;

describe('focus trap', () => {
  it('moves focus into the panel and back to the opener on close', () => {
    render(<Page id="opener" />);
    const opener = screen.getByText('opener');
    opener.focus();
    act(() => page().setOpen(true));
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    act(() => page().setOpen(false));
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the opener drawn again while the panel was open, found by its id', () => {
    render(<Page id="opener" />);
    screen.getByText('opener').focus();
    act(() => page().setOpen(true));
    act(() => page().setGeneration(1));
    const redrawn = screen.getByText('opener');
    act(() => page().setOpen(false));
    expect(document.activeElement).toBe(redrawn);
  });

  it('leaves focus alone when an opener without an id is gone, whatever test id it had', () => {
    render(<Page testId="opener" />);
    screen.getByText('opener').focus();
    act(() => page().setOpen(true));
    act(() => page().setGeneration(1));
    act(() => page().setOpen(false));
    expect(document.activeElement).not.toBe(screen.getByText('opener'));
  });

  it('holds the focus from the moment the panel is drawn, not from a later task', async () => {
    // A panel drawn by a non-urgent render (a lazy chunk that arrived, a transition) runs its passive effects in a
    // later task; keys pressed meanwhile would reach the page behind a panel already on screen.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    render(<Page id="opener" />);
    screen.getByText('opener').focus();
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const focusWhenDrawn = new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"]');
          if (!dialog) return;
          observer.disconnect();
          resolve(dialog.contains(document.activeElement));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      startTransition(() => page().setOpen(true));
      expect(await focusWhenDrawn).toBe(true);
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
