/** The game grid: placeholders while loading, the failure with a retry, the empty state, and the cards with their hearts. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GameGrid, type GameGridProps } from '../../../../src/components/games/game-grid';
import { renderView } from '../modals/render-view';
import { game, showImagesAtOnce } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

const props = (overrides: Partial<GameGridProps> = {}): GameGridProps => ({
  status: 'shown',
  games: [game(1), game(2), game(3)],
  onLaunch: vi.fn(),
  onRetry: vi.fn(),
  empty: { icon: 'slot', title: 'No games match', text: 'Try another name.' },
  testId: 'grid',
  ...overrides,
});

describe('game grid', () => {
  it('shows as many placeholders as asked while loading, and no card', () => {
    renderView(<GameGrid {...props({ status: 'loading', skeletons: 5 })} />);
    const loading = screen.getByTestId('grid-loading');
    expect(loading.getAttribute('aria-label')).toBe('Loading games…');
    expect(loading.children).toHaveLength(5);
    expect(screen.queryByTestId('game-card')).toBeNull();
  });

  it('offers a retry after a failure', () => {
    const onRetry = vi.fn();
    renderView(<GameGrid {...props({ status: 'failed', onRetry })} />);
    expect(screen.getByText('Games could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByTestId('grid-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state with its action', () => {
    const clear = vi.fn();
    renderView(<GameGrid {...props({ status: 'empty', games: [], empty: { icon: 'slot', title: 'No games match', text: 'Try another name.', action: <button onClick={clear}>Clear</button> } })} />);
    expect(screen.getByText('No games match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it('fills the hearts of the favourites it is given', () => {
    renderView(<GameGrid {...props({ favourites: new Set(['2']), onFavourite: vi.fn() })} />);
    const cards = screen.getAllByTestId('game-card');
    expect(cards.map((card) => card.getAttribute('data-node-id'))).toEqual(['1', '2', '3']);
    expect(screen.getAllByTestId('favourite-heart').map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  });
});
