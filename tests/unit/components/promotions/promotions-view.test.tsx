/** The promotion list view: loading, empty, tabs filtering, the cards' ids, links and highlight. */
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PromotionsView, skeletonCards, type PromotionsViewProps } from '../../../../src/components/promotions/promotions-view';
import { toPromotionCard } from '../../../../src/components/promotions/promotion-model';
import { renderView } from '../modals/render-view';
import { promotion, showImagesAtOnce } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

const cards = [promotion(1, 'new_player'), promotion(2, 'deposit'), promotion(3, 'new_player'), promotion(4, 'mega_spin')].map(toPromotionCard);

/** The view with its category held the way the screen holds it. */
function Stateful(props: Partial<PromotionsViewProps>) {
  const [category, setCategory] = useState<string | null>(null);
  return <PromotionsView status="ready" promotions={cards} activeCategory={category} highlightedId={null} onCategory={setCategory} onNavigate={() => undefined} onRetry={() => undefined} {...props} />;
}

const shownIds = () => screen.getAllByTestId('promotion-card').map((card) => card.id);

describe('promotions view', () => {
  it('shows placeholders while the announcements load', () => {
    renderView(<PromotionsView status="loading" promotions={[]} activeCategory={null} highlightedId={null} onCategory={vi.fn()} onNavigate={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const loading = screen.getByTestId('promotions-loading');
    expect(loading.getAttribute('aria-label')).toBe('Loading promotions…');
    expect(loading.children).toHaveLength(skeletonCards);
    expect(screen.queryByTestId('promotion-tabs')).toBeNull();
  });

  it('offers a retry when the promotions could not be loaded', () => {
    const onRetry = vi.fn();
    renderView(<PromotionsView status="failed" promotions={[]} activeCategory={null} highlightedId={null} onCategory={vi.fn()} onNavigate={vi.fn()} onRetry={onRetry} />);
    expect(screen.getByText('Promotions could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByTestId('promotions-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state with a way home when there are none', () => {
    const onNavigate = vi.fn();
    renderView(<PromotionsView status="ready" promotions={[]} activeCategory={null} highlightedId={null} onCategory={vi.fn()} onNavigate={onNavigate} onRetry={vi.fn()} />);
    expect(screen.getByText('No promotions running')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onNavigate).toHaveBeenCalledWith('/');
  });

  it('builds the tabs from the categories, All first, labels translated or made readable', () => {
    renderView(<Stateful />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All4', 'New players2', 'Deposit1', 'Mega spin1']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(shownIds()).toEqual(['1', '2', '3', '4']);
  });

  it('filters the cards by the chosen tab and back to all', () => {
    renderView(<Stateful />);
    fireEvent.click(screen.getByRole('tab', { name: /New players/ }));
    expect(shownIds()).toEqual(['1', '3']);
    expect(screen.getByRole('tab', { name: /New players/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: /Mega spin/ }));
    expect(shownIds()).toEqual(['4']);
    fireEvent.click(screen.getByRole('tab', { name: /All/ }));
    expect(shownIds()).toEqual(['1', '2', '3', '4']);
  });

  it('shows everything when the chosen category is gone from the answer', () => {
    renderView(<Stateful activeCategory="expired" />);
    expect(shownIds()).toEqual(['1', '2', '3', '4']);
  });

  it('gives each card its cover, title, category chip, excerpt and a Details link', () => {
    const onNavigate = vi.fn();
    renderView(<Stateful onNavigate={onNavigate} />);
    const card = document.getElementById('2')!;
    expect(card.dataset.promotionId).toBe('2');
    const view = within(card);
    expect(view.getByRole('heading', { name: 'Promotion 2' })).toBeTruthy();
    expect(view.getByTestId('promotion-category').textContent).toBe('Deposit');
    expect(view.getByText('Body of promotion 2. Terms apply.')).toBeTruthy();
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/assets/promotions/2.svg');
    const details = view.getByRole('link', { name: 'Details' });
    expect(details.getAttribute('href')).toBe('/promoDetail?id=2');
    fireEvent.click(details);
    expect(onNavigate).toHaveBeenCalledWith('/promoDetail?id=2');
  });

  it('marks only the highlighted card', () => {
    renderView(<Stateful highlightedId={3} />);
    expect(document.getElementById('3')!.className).toContain('is-highlighted');
    expect(document.getElementById('1')!.className).not.toContain('is-highlighted');
  });

  it('speaks Tagalog in TY', () => {
    renderView(<Stateful />, 'TY');
    expect(screen.getByRole('tab', { name: /Lahat/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Mga detalye' })).toHaveLength(4);
  });
});
