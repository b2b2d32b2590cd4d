/**
 * The detail shows the content only after it went through the sanitiser.
 * happy-dom's NodeIterator stops when the current node is removed, which
 * defeats DOMPurify here, so what DOMPurify removes is checked in Chromium
 * (tests/e2e/modals.spec.ts); this file checks the view never bypasses it.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AnnouncementsView } from '../../../../src/components/announcements/announcements-view';
import { renderView } from './render-view';

const sanitize = vi.hoisted(() => vi.fn((html: string) => `<p data-clean="yes">${html.length} characters cleaned</p>`));
vi.mock('../../../../src/components/announcements/sanitize-html', () => ({ sanitizeHtml: sanitize }));

describe('announcement content', () => {
  it('renders the sanitised HTML, never the raw content', () => {
    const raw = '<p onclick="steal()">Hello</p><script>steal()</script>';
    renderView(<AnnouncementsView status="ready" notices={[{ id: 7, title: 'Hostile', content: raw, timestamp: 0 }]} />);
    expect(sanitize).toHaveBeenCalledWith(raw);
    const content = screen.getByTestId('announcement-detail').querySelector('.announcements__content')!;
    expect(content.innerHTML).toBe(`<p data-clean="yes">${raw.length} characters cleaned</p>`);
    expect(content.innerHTML).not.toContain('steal');
  });
});
