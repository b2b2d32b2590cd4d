import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginView, type LoginViewProps } from '../../../../src/components/login/login-view';
import { buildLoginSchema } from '../../../../src/forms/login-schema';
import type { FormSchema } from '../../../../src/components/form/schema-resolver';
import type { RegisterRules } from '../../../../src/services/schemas/system';
import { dialingCodes, idleSms, renderView } from './render-view';

const rules: RegisterRules = {
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 9, maxLength: 11 },
};

function props(overrides: Partial<LoginViewProps> = {}, view: Partial<LoginViewProps['view']> = {}): LoginViewProps {
  const tab = view.tab ?? 'username';
  return {
    smsEnabled: false,
    registerEnabled: true,
    view: { tab, busy: false, errorCode: null, fieldErrors: null, captcha: null, rememberMe: false, initial: {}, sms: idleSms, dialingCodes, ...view },
    schema: buildLoginSchema(rules, { tab, captchaShown: Boolean(view.captcha) }) as unknown as FormSchema,
    onSubmit: vi.fn(),
    onRememberMe: vi.fn(),
    onCaptchaRefresh: vi.fn(),
    onSmsRequest: vi.fn(),
    onForgot: vi.fn(),
    onTabSelect: vi.fn(),
    onRegister: vi.fn(),
    ...overrides,
  };
}

describe('login view', () => {
  it('puts a star on the placeholders of required fields', () => {
    renderView(<LoginView {...props()} />);
    expect(screen.getByTestId('login-username').getAttribute('placeholder')).toBe('Username *');
    expect(screen.getByTestId('login-password').getAttribute('placeholder')).toBe('Password *');
  });

  it('shows the tabs only with SMS login switched on', () => {
    const { unmount } = renderView(<LoginView {...props()} />);
    expect(screen.queryByTestId('login-tabs')).toBeNull();
    unmount();
    renderView(<LoginView {...props({ smsEnabled: true })} />);
    expect(screen.getByTestId('tab-sms')).toBeTruthy();
  });

  it('shows validation errors below their fields and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderView(<LoginView {...props({ onSubmit })} />);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-username-error').textContent).toBe('This field is required.'));
    expect(screen.getByTestId('login-password-error').textContent).toBe('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends one submit with the typed values', async () => {
    const onSubmit = vi.fn();
    renderView(<LoginView {...props({ onSubmit })} />);
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo1234' } });
    fireEvent.submit(screen.getByTestId('login-form-username'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ username: 'demo', password: 'Demo1234' });
  });

  it('shows a server refusal below the field it concerns', async () => {
    renderView(<LoginView {...props({}, { fieldErrors: { password: 'login.password.incorrect' } })} />);
    await waitFor(() => expect(screen.getByTestId('login-password-error').textContent).toBe('Incorrect password.'));
  });

  it('shows the captcha field only after a failure that asks for it', () => {
    const { unmount } = renderView(<LoginView {...props()} />);
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    unmount();
    const onCaptchaRefresh = vi.fn();
    renderView(<LoginView {...props({ onCaptchaRefresh }, { captcha: { imageSrc: 'data:image/png;base64,AAAA', loading: false, canRefresh: true } })} />);
    expect(screen.getByTestId('login-captcha').getAttribute('placeholder')).toBe('Captcha *');
    fireEvent.click(screen.getByTestId('login-captcha-image'));
    expect(onCaptchaRefresh).toHaveBeenCalledTimes(1);
  });

  it('checks the mobile number against its rule before asking for an SMS', async () => {
    const onSmsRequest = vi.fn();
    renderView(<LoginView {...props({ smsEnabled: true, onSmsRequest }, { tab: 'sms' })} />);
    fireEvent.change(screen.getByTestId('login-mobile'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(screen.getByTestId('login-mobile-error').textContent).toBe('Digits only, 9-11 characters.'));
    expect(onSmsRequest).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('login-mobile'), { target: { value: '9171234567' } });
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(onSmsRequest).toHaveBeenCalledWith({ mobileNum: '9171234567', countryDialingCode: '+63' }));
  });

  it('labels the SMS button with the countdown', () => {
    renderView(<LoginView {...props({ smsEnabled: true }, { tab: 'sms', sms: { labelKey: 'sms.button.sent', seconds: 42, enabled: false } })} />);
    const button = screen.getByTestId('sms-send') as HTMLButtonElement;
    expect(button.textContent).toBe('Code sent (42s)');
    expect(button.disabled).toBe(true);
  });
});
