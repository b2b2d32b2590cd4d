import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
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
});
