import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { formatCountdown } from '../../../../src/components/games/countdown';
import { LotteryLoginRequired } from '../../../../src/components/lottery/lottery-login-required';
import { LotteryScreenView } from '../../../../src/components/lottery/lottery-screen-view';
import { LotteryStage } from '../../../../src/components/lottery/lottery-stage';
import { menus, openedDraw } from './fixtures';
import { renderView } from './render-view';

const now = 1_000_000;
const base = { title: 'Lottery', errorCode: null, menus, activeCode: null, now, onSelect: () => undefined, onRetry: () => undefined, stage: <div data-testid="stage" /> };

describe('lottery screen view', () => {
  it('shows skeletons while the menus load', () => {
    renderView(<LotteryScreenView {...base} status="loading" menus={[]} />);
    expect(screen.getByTestId('lottery-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('lottery-menu')).toBeNull();
    expect(screen.queryByTestId('stage')).toBeNull();
  });

  it('lists each group with its games, draw, time left and the chosen game', () => {
    const onSelect = vi.fn();
    renderView(<LotteryScreenView {...base} status="ready" activeCode="ELOTT_FAST_1M" onSelect={onSelect} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Lotto', 'Fast draws']);
    const games = screen.getAllByTestId('lottery-menu-game');
    expect(games.map((game) => game.getAttribute('data-game-code'))).toEqual(['LOTT_LOTTO_645', 'LOTT_LOTTO_655', 'ELOTT_FAST_1M', 'ELOTT_KHANH_HOA']);
    expect(screen.getAllByTestId('lottery-menu-countdown').map((clock) => clock.textContent)).toEqual(['01:44', 'Drawing…', '01:44', 'Maintenance']);
    expect(games[0].textContent).toContain('Draw 20261124-0268');
    expect(games[2].getAttribute('aria-current')).toBe('true');
    expect((games[3] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(games[1]);
    expect(onSelect).toHaveBeenCalledWith(menus[0].gameMenus[1]);
    expect(screen.getByTestId('stage')).toBeTruthy();
    expect(screen.queryByTestId('lottery-recent')).toBeNull();
  });

  it('adds the recent games and the opened numbers on the VN screen', () => {
    const onSelect = vi.fn();
    const recent = [menus[0].gameMenus[0]];
    renderView(<LotteryScreenView {...base} status="ready" extras={{ recent, opened: [openedDraw] }} onSelect={onSelect} />);
    fireEvent.click(screen.getByTestId('lottery-recent-game'));
    expect(onSelect).toHaveBeenCalledWith(recent[0]);
    const draw = screen.getByTestId('lottery-opened-draw');
    expect(draw.textContent).toContain('Mien Bac');
    expect([...draw.querySelectorAll('.opened-numbers__ball')].map((ball) => ball.textContent)).toEqual(['4', '9', '8']);
  });

  it('offers a retry with the translated reason when the menus failed', () => {
    const onRetry = vi.fn();
    renderView(<LotteryScreenView {...base} status="failed" errorCode="network.abnormal" onRetry={onRetry} />);
    expect(screen.getByTestId('lottery-failed').textContent).toContain('Network link abnormal');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('lottery stage and login page', () => {
  it('shows the launch, its failure with a retry, then the frame', () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<LotteryStage status="launching" errorCode={null} onRetry={onRetry} />);
    expect(screen.getByTestId('lottery-stage-launching')).toBeTruthy();
    rerender(<LotteryStage status="failed" errorCode="timeout_retry_please" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(
      <LotteryStage status="playing" errorCode={null} onRetry={onRetry}>
        <p>frame</p>
      </LotteryStage>,
    );
    expect(screen.getByText('frame')).toBeTruthy();
  });

  it('says why a visitor and a trial account see no lottery', () => {
    const onAction = vi.fn();
    const { rerender } = renderView(<LotteryLoginRequired reason="login" onAction={onAction} />);
    expect(screen.getByText('Log in to play the lottery')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    rerender(<LotteryLoginRequired reason="trial" onAction={onAction} />);
    expect(screen.getByText('A real account is needed')).toBeTruthy();
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('counts down in mm:ss, h:mm:ss past an hour, and stops at the draw', () => {
    expect(formatCountdown(104_000)).toBe('01:44');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBeNull();
  });
});
