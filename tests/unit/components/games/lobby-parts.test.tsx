/** The smaller lobby views: the refusal notice, PvP rooms, the visitor's login call, the tabs, and Tagalog texts. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FavouriteNotice } from '../../../../src/components/games/favourite-notice';
import { LobbyTabs } from '../../../../src/components/games/lobby-tabs';
import { LoginCall } from '../../../../src/components/games/login-call';
import { PvpRooms } from '../../../../src/components/games/pvp-rooms';
import { Pager } from '../../../../src/components/games/pager';
import { renderView } from '../modals/render-view';
import { game, showImagesAtOnce } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

const room = (roomId: number, onlinePlayers: number) => ({ roomId, nodeId: 4001, roomName: `Room ${roomId}`, gameName: 'Tongits', minBet: 1, maxPlayers: 3, onlinePlayers });

describe('lobby parts', () => {
  it('says why a heart did not change, in the error text of its code, anew for each refusal', () => {
    const { rerender } = renderView(<FavouriteNotice notice={null} />);
    expect(screen.queryByTestId('favourite-notice')).toBeNull();
    rerender(<FavouriteNotice notice={{ code: 'favourite.too.frequent', serial: 1 }} />);
    const first = screen.getByTestId('favourite-notice');
    expect(first.textContent).toBe('You are changing favourites too quickly. Please wait a second.');
    rerender(<FavouriteNotice notice={{ code: 'favourite.too.frequent', serial: 2 }} />);
    expect(screen.getByTestId('favourite-notice')).not.toBe(first);
  });

  it('lists the rooms of a PvP game with seats and players, and joins one', () => {
    const onJoin = vi.fn();
    const onClose = vi.fn();
    renderView(<PvpRooms game={game(4001, { gameName: 'Tongits' })} status="shown" rooms={[room(1, 2), room(2, 0)]} onJoin={onJoin} onRetry={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Tongits rooms' })).toBeTruthy();
    const rooms = screen.getAllByTestId('pvp-room');
    expect(rooms[0].textContent).toContain('2 playing · 3 seats');
    fireEvent.click(screen.getAllByRole('button', { name: 'Join' })[1]);
    expect(onJoin).toHaveBeenCalledWith(room(2, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Close rooms' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says when a PvP game has no room open', () => {
    renderView(<PvpRooms game={game(4001)} status="shown" rooms={[]} onJoin={vi.fn()} onRetry={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText('No rooms are open for this game right now.')).toBeTruthy();
  });

  it('invites a visitor to log in or join', () => {
    const onLogin = vi.fn();
    const onRegister = vi.fn();
    renderView(<LoginCall onLogin={onLogin} onRegister={onRegister} />);
    fireEvent.click(screen.getByTestId('login-call-login'));
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('marks the chosen tab and reports the others', () => {
    const onSelect = vi.fn();
    renderView(<LobbyTabs tabs={['all', 'favourites', 'recent']} active="favourites" onSelect={onSelect} />);
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['All games', 'false'],
      ['Favourites', 'true'],
      ['Recent', 'false'],
    ]);
    fireEvent.click(screen.getByTestId('lobby-tab-recent'));
    expect(onSelect).toHaveBeenCalledWith('recent');
  });

  it('speaks Tagalog when the portal does', () => {
    renderView(<Pager pageNo={2} totalPages={5} onPage={vi.fn()} />, 'TY');
    expect(screen.getByTestId('pager-total').textContent).toBe('Pahina 2 ng 5');
  });
});
