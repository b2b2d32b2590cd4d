/** The vendor lane: loading and failure, choosing a vendor in a listing category, opening a lobby elsewhere, and its marks. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { VendorLane, laneSkeletons } from '../../../../src/components/games/vendor-lane';
import { renderView } from '../modals/render-view';
import { showImagesAtOnce, vendorCard } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

const cards = [vendorCard('PG', { isHot: 1, gameCount: 40 }), vendorCard('FC', { maintenance: true, gameCount: 30 }), vendorCard('JDB', { gameCount: 1 })];

describe('vendor lane', () => {
  it('shows placeholders while loading and a retry after a failure', () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<VendorLane status="loading" cards={[]} mode="filter" onRetry={onRetry} />);
    expect(screen.getByTestId('vendor-lane-loading').children).toHaveLength(laneSkeletons);
    rerender(<VendorLane status="failed" cards={[]} mode="filter" onRetry={onRetry} />);
    fireEvent.click(screen.getByTestId('vendor-lane-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('in a listing category chooses a vendor, all vendors first with the total of games', () => {
    const onSelect = vi.fn();
    renderView(<VendorLane status="shown" cards={cards} mode="filter" selected="FC" onSelect={onSelect} onRetry={vi.fn()} />);
    const all = screen.getByRole('button', { name: /All providers/ });
    expect(all.textContent).toContain('71 games');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    const fc = screen.getAllByTestId('vendor-card').find((card) => card.getAttribute('data-vassalage') === 'FC')!;
    expect(fc.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 game')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('vendor-card')[0]);
    expect(onSelect).toHaveBeenCalledWith('PG');
    fireEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith('');
  });

  it('marks hot vendors and vendors under maintenance', () => {
    renderView(<VendorLane status="shown" cards={cards} mode="filter" onRetry={vi.fn()} />);
    const [pg, fc, jdb] = screen.getAllByTestId('vendor-card');
    expect(pg.textContent).toContain('Hot');
    expect(fc.textContent).toContain('Maintenance');
    expect(fc.className).toContain('is-maintenance');
    expect(jdb.textContent).not.toContain('Hot');
  });

  it('in a lobby category opens the vendor card it is given, with no all-vendors card', () => {
    const onLaunch = vi.fn();
    const live = vendorCard('EVO', { gameType: 'LIVE', gameCode: 'EVO_LOBBY', code: 'EVO_LOBBY' });
    renderView(<VendorLane status="shown" cards={[live]} mode="launch" onLaunch={onLaunch} onRetry={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /All providers/ })).toBeNull();
    expect(screen.getByText('Enter lobby')).toBeTruthy();
    fireEvent.click(screen.getByTestId('vendor-card'));
    expect(onLaunch).toHaveBeenCalledWith(live);
  });

  it('leaves out the all-vendors card where the page lists one vendor', () => {
    renderView(<VendorLane status="shown" cards={[vendorCard('XSP')]} mode="filter" selected="XSP" allChoice={false} onRetry={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /All providers/ })).toBeNull();
  });

  it('says so when a category has no vendor', () => {
    renderView(<VendorLane status="shown" cards={[]} mode="launch" onRetry={vi.fn()} />);
    expect(screen.getByText('No providers in this category yet.')).toBeTruthy();
  });
});
