/** A game card: what it shows (name, vendor, bet, hot and maintenance marks, picture) and what its clicks do. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GameCard, defaultGameIcon } from '../../../../src/components/games/game-card';
import { renderView } from '../modals/render-view';
import { game, showImagesAtOnce } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

describe('game card', () => {
  it('shows the name, vendor, minimum bet and picture', () => {
    renderView(<GameCard game={game(7, { gameName: 'Aztec Gold', minBet: 0.5 })} onLaunch={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Aztec Gold' })).toBeTruthy();
    expect(screen.getByText('PG Soft')).toBeTruthy();
    expect(screen.getByText('Min 0.5')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/common/games/icons/PG_GAME_7.svg');
    expect(screen.queryByText('Hot')).toBeNull();
    expect(screen.queryByTestId('game-maintenance')).toBeNull();
  });

  it('marks hot games and games under maintenance', () => {
    renderView(<GameCard game={game(8, { isHot: 1, maintenance: true })} onLaunch={vi.fn()} />);
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByTestId('game-maintenance').textContent).toBe('Under maintenance');
    expect(screen.getByTestId('game-card').className).toContain('is-maintenance');
  });

  it('falls back to the default game icon when the picture fails every attempt', () => {
    renderView(<GameCard game={game(9)} onLaunch={vi.fn()} />);
    const image = document.querySelector('img')!;
    for (let attempt = 0; attempt < 3; attempt++) fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(defaultGameIcon);
  });

  it('hands the whole card to the launcher on a click, under maintenance too', () => {
    const onLaunch = vi.fn();
    const card = game(10, { maintenance: true });
    renderView(<GameCard game={card} onLaunch={onLaunch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Game 10' }));
    expect(onLaunch).toHaveBeenCalledWith(card);
  });

  it('launches from anywhere on the card, its title included, but not from the heart or the rooms button', () => {
    const onLaunch = vi.fn();
    const onFavourite = vi.fn();
    const onRooms = vi.fn();
    const card = game(13, { gameName: 'Aztec Gold', gameType: 'PVP' });
    renderView(<GameCard game={card} onLaunch={onLaunch} onFavourite={onFavourite} onRooms={onRooms} />);
    fireEvent.click(screen.getByRole('heading', { name: 'Aztec Gold' }));
    fireEvent.click(screen.getByText('PG Soft'));
    expect(onLaunch.mock.calls).toEqual([[card], [card]]);
    fireEvent.click(screen.getByTestId('favourite-heart'));
    fireEvent.click(screen.getByTestId('game-rooms'));
    expect(onLaunch).toHaveBeenCalledTimes(2);
    expect(onFavourite).toHaveBeenCalledTimes(1);
    expect(onRooms).toHaveBeenCalledTimes(1);
  });

  it('shows the heart only with a favourite handler, filled for a favourite, and toggles without launching', () => {
    const onLaunch = vi.fn();
    const onFavourite = vi.fn();
    const card = game(11);
    const { rerender } = renderView(<GameCard game={card} onLaunch={onLaunch} />);
    expect(screen.queryByTestId('favourite-heart')).toBeNull();
    rerender(<GameCard game={card} favourite onLaunch={onLaunch} onFavourite={onFavourite} />);
    const heart = screen.getByTestId('favourite-heart');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove Game 11 from favourites');
    fireEvent.click(heart);
    expect(onFavourite).toHaveBeenCalledWith(card);
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('offers the rooms of a PvP game', () => {
    const onRooms = vi.fn();
    const card = game(12, { gameType: 'PVP' });
    renderView(<GameCard game={card} onLaunch={vi.fn()} onRooms={onRooms} />);
    fireEvent.click(screen.getByTestId('game-rooms'));
    expect(onRooms).toHaveBeenCalledWith(card);
  });
});
