/** The centre's frame: groups and pages in the menu, the open page marked, badges above zero only, close and Escape. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CentreFrame } from '../../../../src/components/member-centre/frame/centre-frame';
import { memberCentreGroups, memberCentrePages } from '../../../../src/app/member-centre/centre-pages';
import { renderView } from './render-view';

function renderFrame(badges: Record<string, number> = {}) {
  const callbacks = { onSelect: vi.fn(), onClose: vi.fn(), onEscape: vi.fn(), onRefreshBalance: vi.fn() };
  renderView(
    <CentreFrame
      page="withdraw"
      groups={memberCentreGroups}
      badges={badges}
      member={{ account: 'demo', label: 'Silver', balance: '4373.90', currencySymbol: '₱', balanceLoading: false }}
      {...callbacks}
    >
      <p>pane</p>
    </CentreFrame>,
  );
  return callbacks;
}

describe('member centre frame', () => {
  it('lists every page once, marks the open one and titles the pane with it', () => {
    renderFrame();
    for (const page of memberCentrePages) expect(screen.getAllByTestId(`mc-menu-${page}`)).toHaveLength(1);
    expect(screen.getByTestId('mc-menu-withdraw').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('mc-title').textContent).toBe('Withdrawal');
    expect(screen.getByTestId('mc-balance').textContent).toBe('₱4,373.90');
  });

  it('shows the mission badge only above zero', () => {
    renderFrame({ missionLeaderboard: 0 });
    expect(screen.queryByTestId('mc-badge-missionLeaderboard')).toBeNull();
  });

  it('draws a badge with the open-mission count', () => {
    renderFrame({ missionLeaderboard: 3 });
    expect(screen.getByTestId('mc-badge-missionLeaderboard').textContent).toBe('3');
  });

  it('opens pages from the menu, closes with the button and reports Escape', () => {
    const callbacks = renderFrame();
    fireEvent.click(screen.getByTestId('mc-menu-depositv2'));
    expect(callbacks.onSelect).toHaveBeenCalledWith('depositv2');
    fireEvent.click(screen.getByTestId('mc-close'));
    expect(callbacks.onClose).toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(callbacks.onEscape).toHaveBeenCalled();
  });
});
