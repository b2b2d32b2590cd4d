/** The pager: which numbers it shows, the total, and the pages its buttons ask for. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Pager } from '../../../../src/components/games/pager';
import { pageWindow } from '../../../../src/components/games/page-window';
import { renderView } from '../modals/render-view';

describe('page window', () => {
  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, null, 7]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});

describe('pager', () => {
  it('is absent for a single page', () => {
    renderView(<Pager pageNo={1} totalPages={1} onPage={vi.fn()} />);
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('shows the current page of the total and asks for the pages clicked', () => {
    const onPage = vi.fn();
    renderView(<Pager pageNo={1} totalPages={7} onPage={onPage} />);
    expect(screen.getByTestId('pager-total').textContent).toBe('Page 1 of 7');
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    expect(onPage.mock.calls).toEqual([[2], [7]]);
  });

  it('cannot go past the last page', () => {
    renderView(<Pager pageNo={7} totalPages={7} onPage={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
