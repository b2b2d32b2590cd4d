/**
 * The promotion detail view: its states, its way back, images in order, and
 * content that only ever reaches the page through the sanitiser (what
 * DOMPurify removes is checked in Chromium: tests/e2e/promotions.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PromoDetailView } from '../../../../src/components/promotions/promo-detail-view';
import { toPromotionDetail } from '../../../../src/components/promotions/promotion-model';
import { validatePromoDetailSearch } from '../../../../src/app/screens/promo-detail-search';
import { renderView } from '../modals/render-view';
import { promotion, showImagesAtOnce } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

const sanitize = vi.hoisted(() => vi.fn((html: string) => `<p data-clean="yes">${html.length} characters cleaned</p>`));
vi.mock('../../../../src/components/announcements/sanitize-html', () => ({ sanitizeHtml: sanitize }));

const images = [
  { sequence: 2, url: '/two.png' },
  { sequence: 1, url: '/cover.png' },
  { sequence: 3, url: '/three.png' },
];

describe('promotion detail view', () => {
  it('shows cover, title, category and the sanitised content', () => {
    const raw = '<p onclick="steal()">Hello</p><script>steal()</script>';
    renderView(<PromoDetailView status="ready" promotion={toPromotionDetail(promotion(5, 'new_player', { title: 'Welcome bonus', content: raw }))} onNavigate={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.getByTestId('promo-detail-category').textContent).toBe('New players');
    expect(document.querySelector('.promo-detail__cover img')!.getAttribute('src')).toBe('/assets/promotions/5.svg');
    expect(sanitize).toHaveBeenCalledWith(raw);
    const content = screen.getByTestId('promo-detail-content');
    expect(content.innerHTML).toBe(`<p data-clean="yes">${raw.length} characters cleaned</p>`);
    // A single image is the cover already: no gallery repeating it.
    expect(screen.queryByTestId('promo-detail-images')).toBeNull();
  });

  it('lists every image in sequence order when there are several', () => {
    renderView(<PromoDetailView status="ready" promotion={toPromotionDetail(promotion(6, 'vip', { announcementImages: images }))} onNavigate={vi.fn()} onRetry={vi.fn()} />);
    expect(document.querySelector('.promo-detail__cover img')!.getAttribute('src')).toBe('/cover.png');
    const gallery = screen.getByTestId('promo-detail-images');
    expect([...gallery.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/cover.png', '/two.png', '/three.png']);
    expect(screen.getByAltText('Promotion image 3')).toBeTruthy();
  });

  it('links back to the promotions and home', () => {
    const onNavigate = vi.fn();
    renderView(<PromoDetailView status="ready" promotion={toPromotionDetail(promotion(5, 'vip'))} onNavigate={onNavigate} onRetry={vi.fn()} />);
    const back = screen.getByTestId('promo-detail-back');
    expect(back.getAttribute('href')).toBe('/promotions');
    fireEvent.click(back);
    fireEvent.click(screen.getByTestId('promo-detail-home'));
    expect(onNavigate.mock.calls).toEqual([['/promotions'], ['/']]);
  });

  it('says when the promotion is unknown, with a link to the list', () => {
    const onNavigate = vi.fn();
    renderView(<PromoDetailView status="notFound" promotion={null} onNavigate={onNavigate} onRetry={vi.fn()} />);
    expect(screen.getByText('Promotion not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See all promotions' }));
    expect(onNavigate).toHaveBeenCalledWith('/promotions');
    expect(screen.getByTestId('promo-detail-home')).toBeTruthy();
  });

  it('shows a spinner while the announcements load', () => {
    renderView(<PromoDetailView status="loading" promotion={null} onNavigate={vi.fn()} onRetry={vi.fn()} />, 'TY');
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Nilo-load ang promosyon…');
    expect(screen.getByTestId('promo-detail-back').textContent).toBe('Lahat ng promosyon');
  });
});

describe('promoDetail search', () => {
  it('keeps a positive integer id as a number and drops anything else', () => {
    expect(validatePromoDetailSearch({ id: '3' })).toEqual({ id: 3 });
    expect(validatePromoDetailSearch({ id: 12 })).toEqual({ id: 12 });
    for (const id of ['', 'abc', '0', '-1', '1.5', 1.5, '3; drop', '12345678901234567890', undefined, null]) expect(validatePromoDetailSearch({ id })).toEqual({});
  });
});
