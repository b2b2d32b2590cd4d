/**
 * The header's logged-in part reads everything from the session's view:
 * the unread badge, the points chip (PTSYS3 on and points above zero) and
 * the balance eye, whose state belongs to the session.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Header, type HeaderProps } from '../../src/components/header/header';
import type { HeaderMember } from '../../src/components/header/header-view-model';
import { renderView } from './components/access/render-view';

const member: HeaderMember = {
  account: 'Demo',
  balance: 5000,
  currency: '₫',
  balanceVisible: true,
  points: 0,
  isAgent: false,
  avatarUrl: 'data:image/png;base64,AAAA',
  refreshingBalance: false,
  unreadCount: 2,
  lastSignIn: null,
};

function props(overrides: Partial<HeaderMember> = {}, pointsEnabled = true): HeaderProps {
  const noop = () => {};
  return {
    model: { brandName: 'XSP', logoUrl: '/logo.svg', sideMenuOpen: false, showMenuToggle: true, showLobbyLink: false, showRegister: true, showFreePlay: true, pointsEnabled, member: { ...member, ...overrides } },
    onLogo: noop,
    onToggleSideMenu: noop,
    onLobby: noop,
    onMail: noop,
    onLogin: noop,
    onRegister: noop,
    onFreePlay: noop,
    onMemberPage: noop,
    onAgentCentre: noop,
    onRefreshBalance: vi.fn(),
    onToggleBalance: vi.fn(),
    onSignOut: noop,
  };
}

describe('logged-in header', () => {
  it('shows the unread count on the mail icon', () => {
    renderView(<Header {...props()} />);
    expect(screen.getByTestId('mail-badge').textContent).toBe('2');
    expect(screen.getByTestId('mail').getAttribute('aria-label')).toBe('Messages (2 unread)');
  });

  it('shows no badge without unread messages, and 99+ past 99', () => {
    const { unmount } = renderView(<Header {...props({ unreadCount: 0 })} />);
    expect(screen.queryByTestId('mail-badge')).toBeNull();
    unmount();
    renderView(<Header {...props({ unreadCount: 150 })} />);
    expect(screen.getByTestId('mail-badge').textContent).toBe('99+');
  });

  it('shows points only with the switch on and a balance above zero', () => {
    const { unmount } = renderView(<Header {...props({ points: 0 })} />);
    expect(screen.queryByTestId('points')).toBeNull();
    unmount();
    const off = renderView(<Header {...props({ points: 120 }, false)} />);
    expect(screen.queryByTestId('points')).toBeNull();
    off.unmount();
    renderView(<Header {...props({ points: 12500 })} />);
    expect(screen.getByTestId('points').textContent).toContain('12,500');
    expect(screen.getByTestId('points').textContent).not.toContain('.00');
  });

  it('asks the session to toggle the balance and shows asterisks when it says hidden', () => {
    const shown = props();
    const { unmount } = renderView(<Header {...shown} />);
    fireEvent.click(screen.getByTestId('balance-eye'));
    expect(shown.onToggleBalance).toHaveBeenCalledOnce();
    // The view keeps no state of its own: still shown until the session says otherwise.
    expect(screen.getByTestId('balance-value').textContent).toContain('5,000.00');
    unmount();
    renderView(<Header {...props({ balanceVisible: false, points: 50 })} />);
    expect(screen.getByTestId('balance-value').textContent).toContain('***');
    expect(screen.getByTestId('points').textContent).toContain('***');
    expect(screen.getByTestId('balance-eye').getAttribute('aria-label')).toBe('Show balance');
  });

  it('names the sign-in before this one in the account menu, above its items, and nothing on a first sign-in', () => {
    const at = new Date(2026, 10, 27, 21, 14).getTime();
    const { unmount } = renderView(<Header {...props({ lastSignIn: { at, ip: '203.0.113.5', browser: 'Chrome', os: 'Windows' } })} />);
    fireEvent.click(screen.getByTestId('avatar'));
    const line = screen.getByTestId('last-sign-in');
    expect(line.textContent).toBe('Last sign-in2026-11-27 21:14203.0.113.5 · Chrome on Windows');
    expect(line.closest('[role="menu"]')).toBeNull();
    unmount();
    const { unmount: unmount2 } = renderView(<Header {...props({ lastSignIn: { at, ip: '198.51.100.7', browser: '', os: '' } })} />);
    fireEvent.click(screen.getByTestId('avatar'));
    expect(screen.getByTestId('last-sign-in').textContent).toContain('198.51.100.7 · Unknown device');
    unmount2();
    renderView(<Header {...props({ lastSignIn: null })} />);
    fireEvent.click(screen.getByTestId('avatar'));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.queryByTestId('last-sign-in')).toBeNull();
  });

});
