/**
 * Agent-centre views: the member centre's frame drawn as the agent centre
 * (its menu, labels, shortcuts and test ids), and the transfer to several
 * downlines with one amount per downline, the sum, and each bad input
 * below its own field.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { agentMenuGroups, type AgentMenuEntry } from '../../src/app/agent-centre/agent-pages';
import { agentPageIcons } from '../../src/components/agent-centre/agent-page-icons';
import { downlineTransferSchema } from '../../src/components/agent-centre/agent-schemas';
import { DownlineTransferForm } from '../../src/components/agent-centre/downline-transfer-form';
import { CentreFrame } from '../../src/components/member-centre/frame/centre-frame';
import type { Downline } from '../../src/services/schemas/agent';
import { idleRequest, renderView } from './components/member-centre-funds/render-view';

const downline = (id: number, account: string): Downline => ({
  id,
  account,
  nickname: account,
  type: 0,
  level: 1,
  upline: 'agent1',
  balance: '100.00',
  teamSize: 0,
  registeredAt: 0,
  contracts: [],
});

describe('agent centre frame', () => {
  it('draws the agent menu with its labels, shortcuts and test ids, and opens pages from both', () => {
    const onSelect = vi.fn();
    renderView(
      <CentreFrame<AgentMenuEntry, 'registerCenter' | 'downlineManagement'>
        page="downlineManagement"
        groups={agentMenuGroups({ flags: null, hasUpline: true })}
        badges={{}}
        member={{ account: 'agent1', label: 'Platinum', balance: '80000.00', currencySymbol: '₱', balanceLoading: false }}
        shortcuts={[
          { page: 'registerCenter', icon: 'users', labelKey: 'agentCentre.frame.newAccount' },
          { page: 'downlineManagement', icon: 'wallet', labelKey: 'agentCentre.frame.transfer' },
        ]}
        area="agentCentre"
        icons={agentPageIcons}
        testPrefix="ac"
        testId="agent-centre"
        onSelect={onSelect}
        onClose={vi.fn()}
        onEscape={vi.fn()}
        onRefreshBalance={vi.fn()}
      >
        <p>pane</p>
      </CentreFrame>,
    );
    expect(screen.getByTestId('agent-centre')).toBeTruthy();
    expect(screen.getByTestId('ac-title').textContent).toBe('Downline management');
    expect(screen.getByTestId('ac-menu-transferUpline').textContent).toBe('Transfer to upline');
    expect(screen.queryByTestId('ac-menu-dailyWages')).toBeNull();
    fireEvent.click(screen.getByTestId('ac-shortcut-registerCenter'));
    fireEvent.click(screen.getByTestId('ac-menu-teamBetting'));
    expect(onSelect.mock.calls).toEqual([['registerCenter'], ['teamBetting']]);
  });
});

describe('transfer to several downlines', () => {
  const legs = [downline(7, 'alpha'), downline(12, 'bravo')];

  function renderForm(available: string) {
    const onSubmit = vi.fn();
    renderView(
      <DownlineTransferForm
        legs={legs}
        available={available}
        symbol="₱"
        schema={downlineTransferSchema([7, 12], available)}
        request={idleRequest}
        onRemove={vi.fn()}
        onSubmit={onSubmit}
        onRetry={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    return onSubmit;
  }

  const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('adds up the amounts and sends one amount per downline with the note', async () => {
    const onSubmit = renderForm('500.00');
    type('transfer-amount-alpha', '120.50');
    type('transfer-amount-bravo', '79.25');
    type('transfer-note', 'Weekend');
    await waitFor(() => expect(screen.getByTestId('transfer-total-value').textContent).toBe('₱199.75'));
    await act(async () => fireEvent.click(screen.getByTestId('transfer-submit')));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ amounts: { d7: '120.50', d12: '79.25' }, note: 'Weekend' });
  });

  it('shows a bad amount below its field and a sum above the balance below the total', async () => {
    const onSubmit = renderForm('100.00');
    type('transfer-amount-alpha', '80');
    type('transfer-amount-bravo', '40');
    await act(async () => fireEvent.click(screen.getByTestId('transfer-submit')));
    await waitFor(() => expect(screen.getByTestId('transfer-total-error').textContent).toBe('Your balance is not enough for this.'));
    type('transfer-amount-bravo', 'x');
    await act(async () => fireEvent.click(screen.getByTestId('transfer-submit')));
    await waitFor(() => expect(screen.getByTestId('transfer-amount-bravo-error').textContent).toBe('This value is not valid.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
