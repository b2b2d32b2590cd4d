import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterView, type RegisterViewProps } from '../../../../src/components/register/register-view';
import { buildRegisterSchema, registerFormFields, type RegisterFormOptions } from '../../../../src/forms/register-schema';
import type { RegisterRules } from '../../../../src/services/schemas/system';
import { dialingCodes, idleSms, renderView } from './render-view';

const rules: RegisterRules = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 6, maxLength: 12 },
  password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$', patternId: 5, minLength: 8, maxLength: 20 },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 9, maxLength: 11 },
  email: { enabled: true, required: false, acceptedPattern: '*', patternId: 3, minLength: 5, maxLength: 60 },
  payeeName: { enabled: false, required: true, acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 30 },
};

function props(options: Partial<RegisterFormOptions> = {}, overrides: Partial<RegisterViewProps> = {}): RegisterViewProps {
  const formOptions: RegisterFormOptions = { regType: 'username', mobilePassword: false, smsVerification: false, captchaShown: false, ...options };
  const fields = registerFormFields(rules, formOptions).filter((field) => field.name !== 'countryDialingCode');
  return {
    variant: 'modal',
    regType: formOptions.regType,
    tabs: [],
    promotions: [],
    affiliateError: false,
    mobileAccount: null,
    view: { fields, busy: false, errorCode: null, fieldErrors: null, captcha: null, sms: idleSms, dialingCodes, initial: {} },
    schema: buildRegisterSchema(rules, formOptions),
    onSubmit: vi.fn(),
    onCaptchaRefresh: vi.fn(),
    onSmsRequest: vi.fn(),
    onHelp: vi.fn(),
    onRegTypeSelect: vi.fn(),
    onAffiliateErrorDismiss: vi.fn(),
    onMobileAccountConfirm: vi.fn(),
    onLogin: vi.fn(),
    onBackHome: vi.fn(),
    ...overrides,
  };
}

describe('register view', () => {
  it('builds the fields from the rules, with a star on required placeholders only', () => {
    renderView(<RegisterView {...props()} />);
    expect(screen.getByTestId('register-username').getAttribute('placeholder')).toBe('Username *');
    expect(screen.getByTestId('register-confirmPassword').getAttribute('placeholder')).toBe('Confirm password *');
    expect(screen.getByTestId('register-email').getAttribute('placeholder')).toBe('Email');
    expect(screen.queryByTestId('register-payeeName')).toBeNull();
    expect(screen.queryByTestId('register-mobileNum')).toBeNull();
  });

  it('shows the tabs only when mobile registration offers them', () => {
    const { unmount } = renderView(<RegisterView {...props()} />);
    expect(screen.queryByTestId('register-tabs')).toBeNull();
    unmount();
    const onRegTypeSelect = vi.fn();
    renderView(<RegisterView {...props({ regType: 'mobile' }, { tabs: ['mobile', 'username'], onRegTypeSelect })} />);
    expect(screen.getByTestId('tab-mobile').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('register-mobileNum').getAttribute('placeholder')).toBe('Mobile number *');
    expect(screen.getByTestId('register-verificationCode')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-username'));
    expect(onRegTypeSelect).toHaveBeenCalledWith('username');
  });

  it('shows each rule message below its field, with the bounds filled in', async () => {
    const onSubmit = vi.fn();
    renderView(<RegisterView {...props({}, { onSubmit })} />);
    fireEvent.change(screen.getByTestId('register-username'), { target: { value: '1abc' } });
    fireEvent.change(screen.getByTestId('register-password'), { target: { value: 'abcdefgh1' } });
    fireEvent.change(screen.getByTestId('register-confirmPassword'), { target: { value: 'abcdefgh2' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('register-username-error').textContent).toBe('Must start with a letter, then letters and digits, 6-12 characters.'));
    expect(screen.getByTestId('register-confirmPassword-error').textContent).toBe('The passwords do not match.');
    expect(screen.getByTestId('register-password-error').textContent).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows server field errors below their fields', async () => {
    renderView(<RegisterView {...props({}, { view: { ...props().view, fieldErrors: { username: 'register.username.taken' } } })} />);
    await waitFor(() => expect(screen.getByTestId('register-username-error').textContent).toBe('This username is already taken.'));
  });

  it('sends one submit with the values', async () => {
    const onSubmit = vi.fn();
    renderView(<RegisterView {...props({}, { onSubmit })} />);
    fireEvent.change(screen.getByTestId('register-username'), { target: { value: 'newplayer1' } });
    fireEvent.change(screen.getByTestId('register-password'), { target: { value: 'abcdefgh1' } });
    fireEvent.change(screen.getByTestId('register-confirmPassword'), { target: { value: 'abcdefgh1' } });
    fireEvent.submit(screen.getByTestId('register-form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ username: 'newplayer1', password: 'abcdefgh1', confirmPassword: 'abcdefgh1' });
  });

  it('has a login switch in the modal, and reset, back-home and a login link on the page', () => {
    const { unmount } = renderView(<RegisterView {...props()} />);
    expect(screen.getByTestId('register-login-switch')).toBeTruthy();
    expect(screen.queryByTestId('register-reset')).toBeNull();
    expect(screen.queryByTestId('register-login-link')).toBeNull();
    unmount();
    const onBackHome = vi.fn();
    const onLogin = vi.fn();
    renderView(<RegisterView {...props({}, { variant: 'page', onBackHome, onLogin })} />);
    expect(screen.queryByTestId('register-login-switch')).toBeNull();
    expect(screen.getByTestId('register-login-link').getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByTestId('register-login-link'));
    expect(onLogin).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByTestId('register-username'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByTestId('register-reset'));
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByTestId('register-back-home'));
    expect(onBackHome).toHaveBeenCalledTimes(1);
  });

  it('shows the registration bonus of 1000 VND', () => {
    renderView(<RegisterView {...props()} />);
    expect(screen.getByTestId('register-bonus').textContent).toContain('1,000 VND');
  });
});
