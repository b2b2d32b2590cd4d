/** The withdraw form: live charge, the balance rule with the charge, the missing-password prompt, server refusals under their fields. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WithdrawForm, type WithdrawFormProps } from '../../../../src/components/member-centre/funds/withdraw-form';
import { withdrawSchema } from '../../../../src/components/member-centre/funds/funds-schemas';
import type { WithdrawSettings } from '../../../../src/services/schemas/funds';
import { idleRequest, renderView } from './render-view';

const settings: WithdrawSettings = {
  minAmount: '100.00',
  maxAmount: '500000.00',
  withdrawPenaltyCharge: '1.50',
  c2cEnabled: 'Y',
  confirmMinutes: 30,
  hasPaymentPassword: true,
  availableBalance: '1000.00',
  dailyCount: 0,
  dailyCountLimit: 5,
};
const accounts = [{ id: 7, bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumberMasked: '•••• 6789' }];

function renderForm(overrides: Partial<WithdrawFormProps> = {}) {
  const props: WithdrawFormProps = {
    settings,
    accounts,
    symbol: '₱',
    schema: withdrawSchema({ min: settings.minAmount, max: settings.maxAmount, available: settings.availableBalance, chargePercent: settings.withdrawPenaltyCharge }),
    request: idleRequest,
    canAddAccount: true,
    preferredAccountId: null,
    onAddAccount: vi.fn(),
    onSetPassword: vi.fn(),
    onSubmit: vi.fn(),
    onRetry: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  renderView(<WithdrawForm {...props} />);
  return props;
}

describe('withdraw form', () => {
  it('shows the charge and what reaches the bank while the amount is typed', () => {
    renderForm();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '500' } });
    expect(screen.getByTestId('withdraw-charge').textContent).toBe('7.50');
    expect(screen.getByTestId('withdraw-total').textContent).toBe('507.50');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('500.00');
  });

  it('refuses an amount whose charge takes it over the balance, and sends a valid one', async () => {
    const props = renderForm();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '990' } });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('Your balance is not enough for this.'));
    expect(props.onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('withdraw-amount-all'));
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(props.onSubmit).mock.calls[0][0]).toEqual({ amount: '985.22', bankAccountId: '7', paymentPassword: '246810' });
  });

  it('asks for the withdrawal password in the security centre when there is none', () => {
    const props = renderForm({ settings: { ...settings, hasPaymentPassword: false } });
    expect(screen.queryByTestId('withdraw-password')).toBeNull();
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('withdraw-set-password'));
    expect(props.onSetPassword).toHaveBeenCalled();
  });

  it("puts the gateway's refusal of the password below the password field", async () => {
    renderForm({ request: { ...idleRequest, phase: 'refused', errorCode: 'invalid.payment.pw', fieldErrors: { paymentPassword: 'invalid.payment.pw' } } });
    await waitFor(() => expect(screen.getByTestId('withdraw-password-error').textContent).toBe('The withdrawal password is incorrect.'));
    expect(screen.queryByTestId('request-notice')).toBeNull();
  });

  it('offers the retry of the same request after a lost answer', () => {
    const props = renderForm({ request: { ...idleRequest, phase: 'failed', errorCode: 'network.abnormal', canRetry: true } });
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('request-retry'));
    expect(props.onRetry).toHaveBeenCalled();
  });
});
