import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SlidePuzzle, type SlidePuzzleView } from '../../../../src/components/human-check/slide-puzzle';
import { renderView } from './render-view';

const challenge = { id: 'c1', background: 'AAAA', piece: 'BBBB', width: 300, height: 150, pieceSize: 50, y: 40 };
const dragging: SlidePuzzleView = { phase: 'dragging', challenge, errorCode: null, canDrag: true, canRetry: false };
const noop = () => undefined;

describe('slide puzzle', () => {
  it('sends one drop with the trail of the drag, timed by the events', () => {
    const onDrop = vi.fn();
    renderView(<SlidePuzzle view={dragging} onDrop={onDrop} onRefresh={noop} onRetry={noop} onCancel={noop} />);
    const handle = screen.getByTestId('human-check-handle');
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
    for (const [x, y] of [
      [120, 301],
      [150, 303],
      [190, 302],
      [230, 300],
    ])
      fireEvent.pointerMove(handle, { clientX: x, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 232, clientY: 300, pointerId: 1 });

    expect(onDrop).toHaveBeenCalledTimes(1);
    const [x, trail] = onDrop.mock.calls[0] as [number, { x: number; y: number; t: number }[]];
    expect(x).toBe(132);
    expect(onDrop.mock.calls[0][2]).toBe('drag');
    expect(trail.length).toBe(6);
    expect(trail[0]).toMatchObject({ x: 0, y: 0 });
    expect(trail.at(-1)).toMatchObject({ x: 132, y: 0 });
    expect(trail.map((point) => point.y)).toContain(3);
    for (const point of trail) expect(typeof point.t).toBe('number');
    for (let i = 1; i < trail.length; i++) expect(trail[i].t).toBeGreaterThanOrEqual(trail[i - 1].t);
  });

  it('keeps the piece inside the picture', () => {
    const onDrop = vi.fn();
    renderView(<SlidePuzzle view={dragging} onDrop={onDrop} onRefresh={noop} onRetry={noop} onCancel={noop} />);
    const handle = screen.getByTestId('human-check-handle');
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 900, clientY: 0, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 900, clientY: 0, pointerId: 1 });
    expect(onDrop.mock.calls[0][0]).toBe(250);
  });

  it('works with the keyboard alone: focus on the handle, arrows step, Enter confirms with the key trail', () => {
    const onDrop = vi.fn();
    renderView(<SlidePuzzle view={dragging} onDrop={onDrop} onRefresh={noop} onRetry={noop} onCancel={noop} />);
    const handle = screen.getByRole('slider');
    expect(document.activeElement).toBe(handle);
    // Enter before any move is not an answer.
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onDrop).not.toHaveBeenCalled();
    for (let i = 0; i < 12; i++) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'PageDown' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(handle.getAttribute('aria-valuenow')).toBe('110');
    fireEvent.keyDown(handle, { key: 'Enter' });

    expect(onDrop).toHaveBeenCalledTimes(1);
    const [x, trail, gesture] = onDrop.mock.calls[0] as [number, { x: number; y: number; t: number }[], string];
    expect([x, gesture]).toEqual([110, 'keys']);
    expect(trail.map((point) => point.x)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 119, 109, 110, 110]);
    for (const point of trail) expect(point.y).toBe(0);
  });

  it('keeps the keys inside the picture: End and Home go to the ends, a step past them is not a move', () => {
    const onDrop = vi.fn();
    renderView(<SlidePuzzle view={dragging} onDrop={onDrop} onRefresh={noop} onRetry={noop} onCancel={noop} />);
    const handle = screen.getByRole('slider');
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('250');
    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: ' ' });
    expect(onDrop.mock.calls[0][1].map((point: { x: number }) => point.x)).toEqual([0, 250, 0, 10, 10]);
  });

  it('cancels on Escape without letting the key reach the dialog beneath', () => {
    const onCancel = vi.fn();
    const beneath = vi.fn();
    window.addEventListener('keydown', beneath);
    renderView(<SlidePuzzle view={dragging} onDrop={noop} onRefresh={noop} onRetry={noop} onCancel={onCancel} />);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Escape' });
    window.removeEventListener('keydown', beneath);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(beneath).not.toHaveBeenCalled();
  });

  it('offers a retry after a failed or expired check', () => {
    const onRetry = vi.fn();
    const failed: SlidePuzzleView = { ...dragging, phase: 'expired', canDrag: false, canRetry: true, errorCode: 'human.check.expired' };
    renderView(<SlidePuzzle view={failed} onDrop={noop} onRefresh={noop} onRetry={onRetry} onCancel={noop} />);
    expect(screen.getByTestId('human-check-error').textContent).toMatch(/expired/i);
    expect(document.activeElement).toBe(screen.getByTestId('human-check-retry'));
    fireEvent.click(screen.getByTestId('human-check-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the dropped piece in view while the proof of work is still being solved', () => {
    const checking: SlidePuzzleView = { ...dragging, phase: 'checking', canDrag: false };
    renderView(<SlidePuzzle view={checking} onDrop={noop} onRefresh={noop} onRetry={noop} onCancel={noop} />);
    expect(screen.getByTestId('human-check-checking').textContent).toMatch(/checking/i);
    expect(screen.getByTestId('human-check-checking').className).toContain('is-quiet');
  });

  it.each([
    ['proofOfWork.failed', /browser could not finish/i],
    ['proofOfWork.invalid', /could not be confirmed/i],
  ])('says what went wrong when the proof of work failed (%s), and offers a fresh puzzle', (errorCode, text) => {
    const failed: SlidePuzzleView = { ...dragging, phase: 'failed', canDrag: false, canRetry: true, errorCode };
    renderView(<SlidePuzzle view={failed} onDrop={noop} onRefresh={noop} onRetry={noop} onCancel={noop} />);
    expect(screen.getByTestId('human-check-error').textContent).toMatch(text);
    expect(screen.getByTestId('human-check-retry')).toBeTruthy();
  });
});
