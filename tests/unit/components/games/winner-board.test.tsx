/** The winners board: biggest wins first, a podium of three (second, first, third), the rest by rank, and who could be first. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WinnerBoard, rankWinners } from '../../../../src/components/games/winner-board';
import { renderView } from '../modals/render-view';
import { showImagesAtOnce, winner } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

const entries = [winner('de***o', 120), winner('ag***1', 5_400.5, 'Aztec Gold'), winner('gu***1', 30), winner('sm***r', 980), winner('pl***y', 45)];

describe('winners board', () => {
  it('ranks by amount, at most twenty', () => {
    const many = Array.from({ length: 25 }, (_, index) => winner(`p${index}`, index));
    const ranked = rankWinners(many);
    expect(ranked).toHaveLength(20);
    expect(ranked[0].vo.winAmount).toBe(24);
    expect(ranked[19].vo.winAmount).toBe(5);
  });

  it('puts the top three on the podium in rank order, each on its step, and lists the rest', () => {
    renderView(<WinnerBoard status="shown" entries={entries} onRetry={vi.fn()} />);
    const podium = screen.getAllByTestId('winner-podium');
    expect(podium.map((step) => step.querySelector('strong')?.textContent)).toEqual(['ag***1', 'sm***r', 'de***o']);
    expect(podium.map((step) => step.className)).toEqual(['winner-step winner-step--1', 'winner-step winner-step--2', 'winner-step winner-step--3']);
    expect(podium[0].textContent).toContain('5,400.50');
    expect(podium[0].textContent).toContain('Aztec Gold');
    const rows = screen.getAllByTestId('winner-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['4', 'pl***y', 'Golden Pirate Legend', '45.00'],
      ['5', 'gu***1', 'Golden Pirate Legend', '30.00'],
    ]);
  });

  it('shows no table when three or fewer have won', () => {
    renderView(<WinnerBoard status="shown" entries={entries.slice(0, 2)} onRetry={vi.fn()} />);
    expect(screen.getAllByTestId('winner-podium')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says nobody has won yet, and offers a retry after a failure', () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<WinnerBoard status="shown" entries={[]} onRetry={onRetry} />);
    expect(screen.getByText('No winners yet')).toBeTruthy();
    rerender(<WinnerBoard status="failed" entries={[]} onRetry={onRetry} />);
    fireEvent.click(screen.getByTestId('winners-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
