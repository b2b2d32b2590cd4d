/** Transfers between wallets: not more than the source holds, "all", two different wallets, the picked card as destination. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { TransferForm, type TransferFormProps } from '../../../../src/components/member-centre/funds/transfer-form';
import { transferSchema } from '../../../../src/components/member-centre/funds/funds-schemas';
import type { WalletItem } from '../../../../src/services/schemas/funds';
import { idleRequest, renderView } from './render-view';

const wallets: WalletItem[] = [
  { accountTypeId: 0, vendor: '', name: 'Main Wallet', balance: '300.00', maintenance: false },
  { accountTypeId: 1, vendor: 'PG', name: 'PG Soft', balance: '20.50', maintenance: false },
  { accountTypeId: 6, vendor: 'FC', name: 'Fa Chai', balance: '0.00', maintenance: true },
];

function renderForm(overrides: Partial<TransferFormProps> = {}) {
  const props: TransferFormProps = {
    wallets,
    symbol: '₱',
    schema: transferSchema(wallets),
    request: idleRequest,
    pickedTo: null,
    onSubmit: vi.fn(),
    onRetry: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  const view = renderView(<TransferForm {...props} />);
  return { props, ...view };
}

describe('transfer form', () => {
  it('refuses more than the source wallet holds, and "all" takes exactly what it holds', async () => {
    const { props } = renderForm();
    fireEvent.change(screen.getByTestId('transfer-to'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '300.01' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-amount-error').textContent).toBe('Your balance is not enough for this.'));
    fireEvent.click(screen.getByTestId('transfer-amount-all'));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(props.onSubmit).mock.calls[0][0]).toEqual({ from: '0', to: '1', amount: '300.00' });
  });

  it('needs two different wallets', async () => {
    const { props } = renderForm();
    fireEvent.change(screen.getByTestId('transfer-to'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-to-error').textContent).toBe('Choose two different wallets.'));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('takes a wallet card picked above as the destination, and wallets under maintenance cannot be chosen', () => {
    const { props, rerender, i18n } = renderForm();
    expect(screen.getAllByRole('option', { name: /Fa Chai/ }).every((option) => (option as HTMLOptionElement).disabled)).toBe(true);
    rerender(
      <I18nextProvider i18n={i18n}>
        <TransferForm {...props} pickedTo={1} />
      </I18nextProvider>,
    );
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('1');
  });

  it('shows what moved after a transfer went through', () => {
    renderForm({ request: { ...idleRequest, phase: 'done', answer: { reference: 'T2611240044', moved: '250.00', wallets } } });
    expect(screen.getByTestId('transfer-done').textContent).toContain('250.00 transferred');
    expect(screen.getByTestId('transfer-done').textContent).toContain('T2611240044');
  });
});
