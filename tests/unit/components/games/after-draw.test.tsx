/**
 * The lobby's ask after a draw closes: once past the grace, and again while a clock ahead of the gateway's
 * keeps getting the closed draw back, never while the draw is open.
 */
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { askNumberAfterDraw, useAfterDraw } from '../../../../src/app/games/lobby/use-now';

function Probe({ draws, now, reload }: { draws: number[]; now: number; reload: () => void }) {
  useAfterDraw(draws, now, reload, 2_000, 10_000);
  return null;
}

describe('the ask after a draw', () => {
  it('counts asks only once the grace has passed', () => {
    expect(askNumberAfterDraw(100_000, 101_000, 2_000, 10_000)).toBe(0);
    expect(askNumberAfterDraw(100_000, 102_000, 2_000, 10_000)).toBe(0);
    expect(askNumberAfterDraw(100_000, 102_001, 2_000, 10_000)).toBe(1);
    expect(askNumberAfterDraw(100_000, 112_001, 2_000, 10_000)).toBe(2);
    expect(askNumberAfterDraw(Number.POSITIVE_INFINITY, 112_001, 2_000, 10_000)).toBe(0);
  });

  it('asks once at the close, again every ten seconds the same draw comes back, and stops at a new draw', () => {
    const reload = vi.fn();
    const view = render(<Probe draws={[100_000]} now={90_000} reload={reload} />);
    expect(reload).not.toHaveBeenCalled();
    act(() => view.rerender(<Probe draws={[100_000]} now={103_000} reload={reload} />));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => view.rerender(<Probe draws={[100_000]} now={105_000} reload={reload} />));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => view.rerender(<Probe draws={[100_000]} now={113_000} reload={reload} />));
    expect(reload).toHaveBeenCalledTimes(2);
    act(() => view.rerender(<Probe draws={[160_000]} now={114_000} reload={reload} />));
    act(() => view.rerender(<Probe draws={[160_000]} now={150_000} reload={reload} />));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
