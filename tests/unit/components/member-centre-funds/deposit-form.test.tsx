/** Deposits: the channel's limits, quick amounts, and the receipt with reference, payee and pending status. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DepositForm } from '../../../../src/components/member-centre/funds/deposit-form';
import { DepositReceipt } from '../../../../src/components/member-centre/funds/deposit-receipt';
import { depositSchema } from '../../../../src/components/member-centre/funds/funds-schemas';
import type { DepositChannel } from '../../../../src/services/schemas/funds';
import { idleRequest, renderView } from './render-view';

const channel: DepositChannel = {
  code: 'GCASH',
  name: 'GCash',
  kind: 'ewallet',
  minAmount: '100.00',
  maxAmount: '50000.00',
  payee: { accountName: 'XSP Royal', walletNumber: '0917 555 0142' },
  tutorial: ['memberCentre.depositChannels.GCASH.step1'],
};

describe('deposit form', () => {
  it('keeps the amount within the channel limits and fills in a quick amount', async () => {
    const onSubmit = vi.fn();
    renderView(<DepositForm channel={channel} symbol="₱" schema={depositSchema({ min: channel.minAmount, max: channel.maxAmount })} request={idleRequest} onSubmit={onSubmit} onRetry={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-amount-error').textContent).toBe('The amount is below the minimum.'));
    fireEvent.click(screen.getByTestId('quick-amount-500'));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: '500' }, expect.anything()));
  });

  it('shows the reference, where to pay and the pending status after the request', () => {
    renderView(
      <DepositReceipt
        record={{ id: 1, reference: 'D2611240001', channelCode: 'GCASH', channelName: 'GCash', amount: '500.00', status: 'pending', remark: '', createdAt: 0, decidedAt: null }}
        channel={channel}
        symbol="₱"
        onAnother={vi.fn()}
      />,
    );
    expect(screen.getByTestId('detail-reference').textContent).toContain('D2611240001');
    expect(screen.getByTestId('detail-payee-walletNumber').textContent).toContain('0917 555 0142');
    expect(screen.getByTestId('deposit-status').textContent).toBe('Pending approval');
  });
});
