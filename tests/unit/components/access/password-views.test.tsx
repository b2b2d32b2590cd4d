import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from '../../../../src/components/change-password/change-password-form';
import { ForgotPasswordView, type ForgotPasswordViewProps } from '../../../../src/components/forgot-password/forgot-password-view';
import { buildChangePasswordSchema } from '../../../../src/forms/change-password-schema';
import { buildForgotCodeSchema, buildForgotEmailSchema, buildForgotNewPasswordSchema } from '../../../../src/forms/forgot-password-schema';
import type { RegisterRules } from '../../../../src/services/schemas/system';
import { dialingCodes, idleSms, renderView } from './render-view';

const rules: RegisterRules = {
  password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$', patternId: 5, minLength: 8, maxLength: 20 },
};

function forgotProps(view: Partial<ForgotPasswordViewProps['view']> = {}, overrides: Partial<ForgotPasswordViewProps> = {}): ForgotPasswordViewProps {
  return {
    view: { tab: 'email', phoneEnabled: false, step: 'emailForm', busy: false, errorCode: null, mobileNum: '', sms: idleSms, dialingCodes, ...view },
    schemas: { email: buildForgotEmailSchema(rules), code: buildForgotCodeSchema(rules), newPassword: buildForgotNewPasswordSchema(rules) },
    onTabSelect: vi.fn(),
    onSubmitEmail: vi.fn(),
    onConfirmCode: vi.fn(),
    onSubmitPassword: vi.fn(),
    onStepBack: vi.fn(),
    onSmsRequest: vi.fn(),
    onConfirmationClose: vi.fn(),
    onBackToLogin: vi.fn(),
    ...overrides,
  };
}

describe('forgot password view', () => {
  it('offers the mobile tab only with phone recovery switched on', () => {
    const { unmount } = renderView(<ForgotPasswordView {...forgotProps()} />);
    expect(screen.queryByTestId('forgot-tabs')).toBeNull();
    unmount();
    renderView(<ForgotPasswordView {...forgotProps({ phoneEnabled: true })} />);
    expect(screen.getByTestId('tab-mobile')).toBeTruthy();
  });

  it('requires username and email, with the errors below them', async () => {
    const onSubmitEmail = vi.fn();
    renderView(<ForgotPasswordView {...forgotProps({}, { onSubmitEmail })} />);
    expect(screen.getByTestId('forgot-email').getAttribute('placeholder')).toBe('Email *');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(screen.getByTestId('forgot-username-error').textContent).toBe('This field is required.'));
    expect(screen.getByTestId('forgot-email-error').textContent).toBe('This field is required.');
    expect(onSubmitEmail).not.toHaveBeenCalled();
  });

  it('confirms the email and closes on OK', () => {
    const onConfirmationClose = vi.fn();
    renderView(<ForgotPasswordView {...forgotProps({ step: 'emailSent' }, { onConfirmationClose })} />);
    fireEvent.click(screen.getByTestId('forgot-done'));
    expect(onConfirmationClose).toHaveBeenCalledTimes(1);
  });

  it('checks the new password against the password rule', async () => {
    renderView(<ForgotPasswordView {...forgotProps({ tab: 'mobile', phoneEnabled: true, step: 'newPassword', mobileNum: '9171234567' })} />);
    fireEvent.change(screen.getByTestId('forgot-new-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(screen.getByTestId('forgot-new-password-error').textContent).toBe('Must mix letters and digits, 8-20 characters.'));
  });
});

describe('change password form', () => {
  const view = { askOldPassword: true, forced: false, busy: false, errorCode: null, fieldErrors: null };

  it('hides the old password when the session holds it', () => {
    const { unmount } = renderView(<ChangePasswordForm view={view} schema={buildChangePasswordSchema(rules, { askOldPassword: true })} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('change-old-password').getAttribute('placeholder')).toBe('Current password *');
    unmount();
    renderView(<ChangePasswordForm view={{ ...view, askOldPassword: false, forced: true }} schema={buildChangePasswordSchema(rules, { askOldPassword: false })} onSubmit={vi.fn()} />);
    expect(screen.queryByTestId('change-old-password')).toBeNull();
    expect(screen.getByTestId('change-password').textContent).toContain('default one or has expired');
  });

  it('needs the confirmation to equal the new password, then submits once', async () => {
    const onSubmit = vi.fn();
    renderView(<ChangePasswordForm view={{ ...view, askOldPassword: false }} schema={buildChangePasswordSchema(rules, { askOldPassword: false })} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByTestId('change-new-password'), { target: { value: 'Newpass123' } });
    fireEvent.change(screen.getByTestId('change-confirm-password'), { target: { value: 'Newpass124' } });
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(screen.getByTestId('change-confirm-password-error').textContent).toBe('The passwords do not match.'));
    fireEvent.change(screen.getByTestId('change-confirm-password'), { target: { value: 'Newpass123' } });
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows a server refusal of the old password below it', async () => {
    renderView(<ChangePasswordForm view={{ ...view, fieldErrors: { oldPassword: 'password.old.incorrect' } }} schema={buildChangePasswordSchema(rules, { askOldPassword: true })} onSubmit={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('change-old-password-error').textContent).toBe('The current password is incorrect.'));
  });
});
