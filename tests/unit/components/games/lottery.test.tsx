/** Lottery cards and groups: the draw and time left, drawing once it has closed, the local heart, groups and empty state. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { formatCountdown } from '../../../../src/components/games/countdown';
import { LotteryGrid } from '../../../../src/components/games/lottery-grid';
import { renderView } from '../modals/render-view';
import { lotteryGame, showImagesAtOnce } from './fixtures';

beforeAll(showImagesAtOnce);
afterAll(() => vi.unstubAllGlobals());

const now = 1_800_000_000_000;

describe('countdown', () => {
  it('reads minutes and seconds under an hour, hours beyond, nothing once closed', () => {
    expect(formatCountdown(39_000)).toBe('00:39');
    expect(formatCountdown(38_100)).toBe('00:39');
    expect(formatCountdown(167_000)).toBe('02:47');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5)).toBeNull();
  });
});

describe('lottery grid', () => {
  it('shows each game with its draw and the time left, or drawing once the draw closed', () => {
    renderView(
      <LotteryGrid
        status="shown"
        groups={[{ key: 'fast', title: 'Fast draws', games: [lotteryGame('FAST_1M', now + 39_000), lotteryGame('FAST_3M', now - 1_000)] }]}
        now={now}
        onLaunch={vi.fn()}
        onRetry={vi.fn()}
        testId="lottery"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Fast draws' })).toBeTruthy();
    const [open, closed] = screen.getAllByTestId('lottery-card');
    expect(within(open).getByText('Draw 20261124-0793')).toBeTruthy();
    expect(within(open).getByTestId('lottery-countdown').textContent).toBe('00:39');
    expect(within(closed).getByTestId('lottery-countdown').textContent).toBe('Drawing now');
  });

  it('leaves out empty groups, launches a game and toggles its heart', () => {
    const onLaunch = vi.fn();
    const onFavourite = vi.fn();
    const game = lotteryGame('LOTTO_645', now + 60_000);
    renderView(
      <LotteryGrid
        status="shown"
        groups={[{ key: 'favourites', title: 'My favourites', games: [] }, { key: 'lotto', title: 'Lotto', games: [game] }]}
        now={now}
        favourites={new Set(['LOTTO_645'])}
        onLaunch={onLaunch}
        onFavourite={onFavourite}
        onRetry={vi.fn()}
        testId="lottery"
      />,
    );
    expect(screen.queryByRole('heading', { name: 'My favourites' })).toBeNull();
    const heart = screen.getByTestId('lottery-heart');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    fireEvent.click(screen.getByRole('button', { name: 'Play Lottery LOTTO_645' }));
    expect(onFavourite).toHaveBeenCalledWith(game);
    expect(onLaunch).toHaveBeenCalledWith(game);
  });

  it('shows placeholders, a retry, and an empty state', () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<LotteryGrid status="loading" groups={[]} now={now} onLaunch={vi.fn()} onRetry={onRetry} skeletons={4} testId="lottery" />);
    expect(screen.getByTestId('lottery-loading').children).toHaveLength(4);
    rerender(<LotteryGrid status="failed" groups={[]} now={now} onLaunch={vi.fn()} onRetry={onRetry} testId="lottery" />);
    fireEvent.click(screen.getByTestId('lottery-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<LotteryGrid status="shown" groups={[{ key: 'a', games: [] }]} now={now} onLaunch={vi.fn()} onRetry={onRetry} testId="lottery" />);
    expect(screen.getByText('No lottery games open')).toBeTruthy();
  });
});
