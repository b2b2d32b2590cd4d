import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AnnouncementsView } from '../../../../src/components/announcements/announcements-view';
import { formatTimestamp } from '../../../../src/components/announcements/format-timestamp';
import { paginate } from '../../../../src/components/announcements/paginate';
import type { Notice } from '../../../../src/services/schemas/content';
import { renderView } from './render-view';

const notices: Notice[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}`,
  content: `<p>Body of notice ${index + 1}</p>`,
  timestamp: new Date(2026, 10, 20 - index, 14, 5, 9).getTime(),
}));

const titles = () => screen.getAllByTestId('announcement-item').map((item) => item.querySelector('.announcements__item-title')?.textContent);

describe('paginate', () => {
  it('cuts pages of the given size and clamps the page number', () => {
    expect(paginate([1, 2, 3, 4, 5], 1, 2)).toEqual({ items: [1, 2], page: 1, pages: 3, hasPrevious: false, hasNext: true });
    expect(paginate([1, 2, 3, 4, 5], 3, 2)).toEqual({ items: [5], page: 3, pages: 3, hasPrevious: true, hasNext: false });
    expect(paginate([1, 2, 3], 9, 2).page).toBe(2);
    expect(paginate([1, 2, 3], 0, 2).page).toBe(1);
    expect(paginate([], 1, 9)).toEqual({ items: [], page: 1, pages: 1, hasPrevious: false, hasNext: false });
    expect(paginate(Array.from({ length: 18 }), 1, 9).pages).toBe(2);
    expect(paginate(Array.from({ length: 19 }), 1, 9).pages).toBe(3);
  });
});

describe('formatTimestamp', () => {
  it('writes yyyy-MM-dd HH:mm:ss with a 24-hour clock in local time', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('2026-01-05 07:08:09');
    expect(formatTimestamp(new Date(2026, 11, 31, 23, 59, 58).getTime())).toBe('2026-12-31 23:59:58');
    expect(formatTimestamp(Number.NaN)).toBe('');
  });
});

describe('announcements view', () => {
  it('shows 9 titles per page and pages through them with previous and next', () => {
    renderView(<AnnouncementsView status="ready" notices={notices} />);
    expect(titles()).toEqual(notices.slice(0, 9).map((notice) => notice.title));
    expect(screen.getByTestId('announcements-page').textContent).toBe('Page 1 of 3');
    expect(screen.getByTestId('announcements-previous')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('announcements-next'));
    expect(titles()).toEqual(notices.slice(9, 18).map((notice) => notice.title));
    expect(screen.getByTestId('announcements-page').textContent).toBe('Page 2 of 3');

    fireEvent.click(screen.getByTestId('announcements-next'));
    expect(titles()).toEqual(['Notice 19', 'Notice 20']);
    expect(screen.getByTestId('announcements-next')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('announcements-previous'));
    expect(screen.getByTestId('announcements-page').textContent).toBe('Page 2 of 3');
  });

  it('shows the first notice of the page, then the one chosen, with its timestamp', () => {
    renderView(<AnnouncementsView status="ready" notices={notices} />);
    const detail = () => screen.getByTestId('announcement-detail');
    expect(within(detail()).getByRole('heading').textContent).toBe('Notice 1');
    expect(screen.getByTestId('announcement-timestamp').textContent).toBe('2026-11-20 14:05:09');

    fireEvent.click(screen.getAllByTestId('announcement-item')[3]);
    expect(within(detail()).getByRole('heading').textContent).toBe('Notice 4');
    expect(detail().textContent).toContain('Body of notice 4');
    expect(screen.getAllByTestId('announcement-item')[3].getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByTestId('announcements-next'));
    expect(within(detail()).getByRole('heading').textContent).toBe('Notice 10');
  });

  it('shows a hint when there is nothing, and a spinner while loading', () => {
    const { unmount } = renderView(<AnnouncementsView status="ready" notices={[]} />);
    expect(screen.getByText('No announcements')).toBeTruthy();
    unmount();
    renderView(<AnnouncementsView status="loading" notices={[]} />);
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading announcements…');
  });
});
