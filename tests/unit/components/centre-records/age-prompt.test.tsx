/**
 * The birthday's age prompt (spec §5): the age arithmetic, which changes
 * the profile sends, and the form: an under-age birthday is refused under
 * its field, a new birthday asks the member to confirm the age first.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ageOn, isOldEnough } from '../../../../src/components/member-centre/account/age';
import { profileChanges } from '../../../../src/components/member-centre/account/profile-changes';
import { ProfileForm } from '../../../../src/components/member-centre/account/profile-form';
import type { SubmitView } from '../../../../src/machines/centre-submit/centre-submit.selectors';
import type { SecurityConfig } from '../../../../src/services/schemas/profile';
import { renderView } from '../modals/render-view';

const config: SecurityConfig = {
  account: 'demo',
  nickname: 'demo',
  birthday: null,
  address: '12 Ayala Avenue',
  nationality: 'PH',
  consentAt: 1_700_000_000_000,
  requireAddress: true,
  requireNationality: true,
  minimumAge: 21,
  nationalities: ['PH', 'VN'],
  hasPaymentPassword: false,
  mobile: null,
  mobileVerified: false,
  phoneAuthBound: false,
  email: null,
  emailVerified: false,
};

const idle: SubmitView = { busy: false, confirming: false, succeeded: false, errorCode: null, fieldErrors: null };

describe('age', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2004-03-14', '2025-03-13')).toBe(20);
    expect(ageOn('2004-03-14', '2025-03-14')).toBe(21);
    expect(isOldEnough('2004-03-15', '2025-03-14', 21)).toBe(false);
  });

  it('comes on 1 March for a 29 February birthday in a common year', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });
});

describe('profile changes', () => {
  it('send only what changed, and a new birthday behind the age prompt', () => {
    const values = { nickname: ' Lucky ', birthday: '1990-05-14', address: '12 Ayala Avenue', nationality: 'PH', consent: true };
    expect(profileChanges(values, config)).toEqual({ input: { nickname: 'Lucky', birthday: '1990-05-14', ageConfirmed: true }, askAge: true });
    expect(profileChanges({ ...values, birthday: '' }, config)).toEqual({ input: { nickname: 'Lucky' }, askAge: false });
    expect(profileChanges({ ...values, birthday: '1990-05-14' }, { ...config, birthday: '1990-05-14' }).askAge).toBe(false);
  });
});

describe('profile form', () => {
  const form = (submit: SubmitView = idle, handlers: Partial<Record<'onSave' | 'onConfirmAge' | 'onCancelAge', () => void>> = {}) =>
    renderView(
      <ProfileForm config={config} today="2025-03-14" submit={submit} onSave={handlers.onSave ?? vi.fn()} onConfirmAge={handlers.onConfirmAge ?? vi.fn()} onCancelAge={handlers.onCancelAge ?? vi.fn()} />,
    );

  it('refuses a birthday under the minimum age below the field, without sending', async () => {
    const onSave = vi.fn();
    form(idle, { onSave });
    fireEvent.change(screen.getByTestId('profile-birthday'), { target: { value: '2010-01-01' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(screen.getByTestId('profile-birthday-error').textContent).toBe('You must be at least 21 years old.'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a new adult birthday as a change that asks for the age prompt', async () => {
    const onSave = vi.fn();
    form(idle, { onSave });
    fireEvent.change(screen.getByTestId('profile-birthday'), { target: { value: '1990-05-14' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ input: { birthday: '1990-05-14', ageConfirmed: true }, askAge: true }));
  });

  it('asks "I confirm I am at least 21" while the change waits, and answers both ways', () => {
    const onConfirmAge = vi.fn();
    const onCancelAge = vi.fn();
    form({ ...idle, confirming: true }, { onConfirmAge, onCancelAge });
    expect(screen.getByTestId('age-confirm').textContent).toContain('at least 21 years old');
    expect(screen.getByTestId('alert-confirm').textContent).toBe('I confirm I am at least 21');
    fireEvent.click(screen.getByTestId('alert-confirm'));
    fireEvent.click(screen.getByTestId('alert-cancel'));
    expect(onConfirmAge).toHaveBeenCalledOnce();
    expect(onCancelAge).toHaveBeenCalledOnce();
  });

  it('shows the gateway field refusal under its field', async () => {
    form({ ...idle, fieldErrors: { birthday: 'profile.age.under' } });
    await waitFor(() => expect(screen.getByTestId('profile-birthday-error').textContent).toBe('You must be at least 21 years old.'));
  });
});
