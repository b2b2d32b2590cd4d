import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SpeedTestView } from '../../../../src/components/speed-test/speed-test-view';
import { toSpeedEntry, type SpeedTestView as ViewModel } from '../../../../src/machines/speed-test/speed-test.selectors';
import { renderView } from './render-view';

const done: ViewModel = {
  phase: 'done',
  busy: false,
  entries: [toSpeedEntry('http://fast.example', 31), toSpeedEntry('https://normal.example', 95), toSpeedEntry('https://down.example', null)],
  pending: [],
  measured: 3,
  total: 3,
  errorCode: null,
  canRetest: true,
};

describe('speed test view', () => {
  it('lists each domain with speed, type, description and percentage, in the given order', () => {
    renderView(<SpeedTestView view={done} onRetest={() => undefined} />);
    const rows = screen.getAllByTestId('speed-entry');
    expect(rows.map((row) => row.getAttribute('data-speed'))).toEqual(['31', '95', '9999']);
    expect(rows[0].textContent).toContain('fast.example');
    expect(rows[0].textContent).toContain('Fast');
    expect(rows[0].textContent).toContain('100%');
    expect(rows[0].textContent).toContain('Excellent connection, recommended');
    expect(rows[0].textContent).toContain('Best');
    expect(rows[1].textContent).toContain('Normal');
    expect(rows[1].textContent).toContain('80%');
    expect(rows[2].textContent).toContain('9999 ms');
    expect(rows[2].textContent).toContain('Failed');
    expect(rows[2].textContent).toContain('0%');
    expect(rows[2].getAttribute('data-failed')).toBe('true');
  });

  it('retests on demand once done, and not while measuring', () => {
    const onRetest = vi.fn();
    const { rerender } = renderView(<SpeedTestView view={done} onRetest={onRetest} />);
    fireEvent.click(screen.getByTestId('speed-retest'));
    expect(onRetest).toHaveBeenCalledTimes(1);

    const measuring: ViewModel = { ...done, phase: 'measuring', busy: true, entries: done.entries.slice(0, 1), pending: ['https://b.example', 'https://c.example'], measured: 1, canRetest: false };
    rerender(<SpeedTestView view={measuring} onRetest={onRetest} />);
    expect(screen.getByTestId('speed-retest')).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toContain('Testing route 2 of 3');
    expect(screen.getByTestId('speed-list').querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  });

  it('offers to open a reachable domain only', () => {
    const onOpen = vi.fn();
    renderView(<SpeedTestView view={done} onRetest={() => undefined} onOpen={onOpen} />);
    const buttons = screen.getAllByRole('button', { name: /^Open / });
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false, true]);
    fireEvent.click(buttons[0]);
    expect(onOpen).toHaveBeenCalledWith('http://fast.example');
  });

  it('says when the list failed or is empty', () => {
    const { rerender } = renderView(<SpeedTestView view={{ ...done, phase: 'failed', entries: [], errorCode: 'network.abnormal' }} onRetest={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('The route list could not be loaded.');
    rerender(<SpeedTestView view={{ ...done, entries: [] }} onRetest={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('There are no routes to test right now.');
  });
});
