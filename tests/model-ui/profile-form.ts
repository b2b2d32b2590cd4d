/**
 * The security centre's profile form as the generated UI paths fill it: a
 * personal change needs what the brand asks with it (nationality, address)
 * and consent to the terms once, or the form's schema stops it below the
 * fields before anything is sent.
 */
import type { Locator } from '@playwright/test';

export async function fillProfileRequirements(form: Locator): Promise<void> {
  const nationality = form.getByTestId('profile-nationality');
  if ((await nationality.count()) && (await nationality.inputValue()) === '') await nationality.selectOption({ index: 1 });
  const address = form.getByTestId('profile-address');
  if ((await address.count()) && (await address.inputValue()) === '') await address.fill('1 Model Street, Makati');
  const consent = form.getByTestId('profile-consent');
  if (await consent.count()) await consent.check();
}
