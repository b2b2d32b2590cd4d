import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GamePickerView } from '../../../../src/components/game-launch/game-picker-view';
import { gameCard } from './fixtures';
import { renderView } from './render-view';

const games = [gameCard(), gameCard({ nodeId: 1002, gameName: 'Wild Samurai Gems' })];

describe('game picker view', () => {
  it('lists the games as tiles and picks the one clicked', () => {
    const onPick = vi.fn();
    renderView(<GamePickerView icon="cards" title="Fun Gaming games" text="Pick a game" games={games} loading={false} emptyText="none" onPick={onPick} testId="picker" />);
    expect(screen.getByRole('heading', { name: 'Fun Gaming games' })).toBeTruthy();
    const tiles = screen.getAllByTestId('picker-game');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Golden Pirate LegendPG Soft', 'Wild Samurai GemsPG Soft']);
    fireEvent.click(screen.getByRole('button', { name: 'Play Wild Samurai Gems' }));
    expect(onPick).toHaveBeenCalledWith(games[1]);
  });

  it('shows a spinner while loading and the empty text once loaded without games', () => {
    const { rerender, i18n } = renderView(<GamePickerView icon="tools" title="t" text="x" games={[]} loading emptyText="Come back later" onPick={() => undefined} testId="picker" />);
    expect(screen.getByRole('status', { name: i18n.t('games.launch.picker.loading') })).toBeTruthy();
    expect(screen.getByTestId('picker').getAttribute('aria-busy')).toBe('true');
    rerender(<GamePickerView icon="tools" title="t" text="x" games={[]} loading={false} emptyText="Come back later" onPick={() => undefined} testId="picker" />);
    expect(screen.getByTestId('picker-empty').textContent).toBe('Come back later');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
