/**
 * Login, registration, password recovery, free play, sign-out and gated
 * actions in Chromium against the real gateway (human-check test bypass,
 * SMS codes from /dev/sms-outbox). One test per path; screenshots of every
 * screen go to .tmp/shots/access-*.png.
 */
import { expect, test } from './support/record-coverage';
import { acceptHumanChecks, demo, weak, latestSmsCode, login, openHome, openLogin, shot, smsUser, solveHumanCheck, switchOff, trial } from './access-support';
import { browserStorageText } from './support/browser-storage';

// Slide images, SMS sends and password hashing are CPU work on the shared gateway: the longest paths get room.
test.describe.configure({ timeout: 120_000 });

const uniqueDigits = () => `9${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;

test.describe('login', () => {
  test('the username tab logs a demo member in after the slide puzzle', async ({ page }) => {
    await acceptHumanChecks(page);
    await openLogin(page);
    await expect(page.getByTestId('login-username')).toHaveAttribute('placeholder', 'Username *');
    await shot(page, 'login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-username-error')).toHaveText('This field is required.');
    await shot(page, 'login-errors');
    await page.getByTestId('login-username').fill(demo.username);
    await page.getByTestId('login-password').fill(demo.password);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('human-check')).toHaveAttribute('data-phase', 'dragging');
    await shot(page, 'human-check');
    await solveHumanCheck(page);
    await expect(page.getByTestId('login-view')).toBeHidden();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await shot(page, 'logged-in');
  });

  test('a failed login that asks for it shows the captcha, and a click loads another image', async ({ page }) => {
    await acceptHumanChecks(page);
    await openLogin(page);
    await page.getByTestId('login-username').fill('player12');
    await page.getByTestId('login-password').fill('wrong-password1');
    await page.getByTestId('login-submit').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.getByTestId('login-captcha')).toHaveAttribute('placeholder', 'Captcha *');
    const image = page.getByTestId('login-captcha-image').locator('img');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    const first = await image.getAttribute('src');
    await shot(page, 'login-captcha');
    await expect(page.getByTestId('login-captcha-image')).toBeEnabled();
    await page.getByTestId('login-captcha-image').click();
    await expect(image).not.toHaveAttribute('src', first ?? '');
  });

  test('remember me keeps the username for next time, never the password', async ({ page }) => {
    await acceptHumanChecks(page);
    await openLogin(page);
    await page.getByTestId('login-username').fill('player11');
    await page.getByTestId('login-password').fill('Player123');
    await page.getByTestId('remember-me').check();
    await page.getByTestId('login-submit').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('balance')).toBeVisible();

    const stored = await browserStorageText(page);
    expect(stored).toContain('player11');
    expect(stored).not.toContain('Player123');

    await page.context().clearCookies({ name: 'token' });
    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await page.context().addCookies(cookies);
    await page.evaluate(() => sessionStorage.clear());
    await openLogin(page);
    await expect(page.getByTestId('login-username')).toHaveValue('player11');
    await expect(page.getByTestId('remember-me')).toBeChecked();
    await expect(page.getByTestId('login-password')).toHaveValue('');
  });

  test('the SMS tab is missing when SMS login is switched off', async ({ page }) => {
    await switchOff(page, 'MOBILEVERCODELOGIN3');
    await openLogin(page);
    await expect(page.getByTestId('login-form-username')).toBeVisible();
    await expect(page.getByTestId('login-tabs')).toHaveCount(0);
  });

  test('/login shows the form on its own page and logs in', async ({ page }) => {
    await acceptHumanChecks(page);
    await page.goto('/login');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await shot(page, 'login-page');
    await page.getByTestId('login-username').fill('player42');
    await page.getByTestId('login-password').fill('Player123');
    await page.getByTestId('login-submit').click();
    await solveHumanCheck(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('a guest who asks for a member page gets the login popup', async ({ page }) => {
    await openHome(page);
    await page.getByTestId('mail').click();
    await expect(page.getByTestId('login-view')).toBeVisible();
  });
});

test.describe('phone flows of the SMS demo account', () => {
  test.describe.configure({ mode: 'serial' });

  test('the SMS tab logs in with a code from the outbox', async ({ page }) => {
    await acceptHumanChecks(page);
    await openLogin(page);
    await page.getByTestId('tab-sms').click();
    await expect(page.getByTestId('login-mobile')).toHaveAttribute('placeholder', 'Mobile number *');
    await page.getByTestId('dialing-code').selectOption(smsUser.dialingCode);
    await page.getByTestId('login-mobile').fill(smsUser.mobile);
    await page.getByTestId('sms-send').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('sms-send')).toHaveText(/Code sent \(\d+s\)/);
    await expect(page.getByTestId('sms-send')).toBeDisabled();
    await shot(page, 'login-sms');
    await page.getByTestId('login-code').fill(await latestSmsCode(page, smsUser.mobile, 'login'));
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-view')).toBeHidden();
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('forgot password by phone sets a new password and logs in', async ({ page }) => {
    await acceptHumanChecks(page);
    await openLogin(page);
    await page.getByTestId('forgot-link').click();
    await page.getByTestId('tab-mobile').click();
    await page.getByTestId('dialing-code').selectOption(smsUser.dialingCode);
    await page.getByTestId('forgot-mobile').fill(smsUser.mobile);
    await page.getByTestId('sms-send').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('sms-send')).toHaveText(/Code sent/);
    await shot(page, 'forgot-phone');
    await page.getByTestId('forgot-code').fill(await latestSmsCode(page, smsUser.mobile, 'forgot'));
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-new-password').fill('Renewed123');
    await page.getByTestId('forgot-confirm-password').fill('Renewed124');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-confirm-password-error')).toHaveText('The passwords do not match.');
    await page.getByTestId('forgot-confirm-password').fill('Renewed123');
    await shot(page, 'forgot-new-password');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-password')).toBeHidden();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('forgot password', () => {
  test('by email shows a confirmation, then closes', async ({ page }) => {
    await openLogin(page);
    await page.getByTestId('forgot-link').click();
    await expect(page.getByTestId('forgot-tabs')).toBeVisible();
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-email-error')).toHaveText('This field is required.');
    await shot(page, 'forgot-email');
    await page.getByTestId('forgot-username').fill('demo');
    await page.getByTestId('forgot-email').fill('demo@example.com');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-email-sent')).toBeVisible();
    await shot(page, 'forgot-email-sent');
    await page.getByTestId('forgot-done').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('offers only the email tab when phone recovery is off', async ({ page }) => {
    await switchOff(page, 'CHNGPASSVERIF3');
    await openLogin(page);
    await page.getByTestId('forgot-link').click();
    await expect(page.getByTestId('forgot-email-form')).toBeVisible();
    await expect(page.getByTestId('forgot-tabs')).toHaveCount(0);
  });
});

test.describe('forced password change', () => {
  test('the weak default password must be changed right after login', async ({ page }) => {
    await acceptHumanChecks(page);
    await openLogin(page);
    await page.getByTestId('login-username').fill('weakpass');
    await page.getByTestId('login-password').fill(weak.password);
    await page.getByTestId('login-submit').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('change-password')).toBeVisible();
    await expect(page.getByTestId('change-old-password')).toHaveCount(0);
    // A forced change has no close button, and Escape leaves it open.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('change-password')).toBeVisible();
    await shot(page, 'change-password-forced');
    await page.getByTestId('change-new-password').fill('Stronger123');
    await page.getByTestId('change-confirm-password').fill('Stronger123');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('change-password')).toBeHidden();
    await expect(page.getByTestId('balance')).toBeVisible();
  });
});

test.describe('forced password change, declined', () => {
  test('an expired password can be left by signing out instead', async ({ page }) => {
    await acceptHumanChecks(page);
    await openLogin(page);
    await page.getByTestId('login-username').fill('expired');
    await page.getByTestId('login-password').fill('Expired123');
    await page.getByTestId('login-submit').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('change-password')).toBeVisible();
    await page.getByTestId('change-password-sign-out').click();
    await expect(page.getByTestId('change-password')).toBeHidden();
    await expect(page.getByTestId('login')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });
});

test.describe('registration', () => {
  test('the username tab registers, logs in and shows the success modal on /', async ({ page }) => {
    await acceptHumanChecks(page);
    await openHome(page);
    await page.getByTestId('register').click();
    await expect(page.getByTestId('register-tabs')).toBeVisible();
    await page.getByTestId('tab-username').click();
    await expect(page.getByTestId('register-username')).toHaveAttribute('placeholder', 'Username *');
    await expect(page.getByTestId('register-email')).toHaveAttribute('placeholder', 'Email');
    await page.getByTestId('register-username').fill('1bad');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-username-error')).toHaveText(/Must start with a letter/);
    await shot(page, 'register-modal-errors');
    const username = `p${Date.now().toString(36)}`;
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('Secret123');
    await page.getByTestId('register-confirmPassword').fill('Secret123');
    await page.getByTestId('dialing-code').selectOption('+63');
    await page.getByTestId('register-mobileNum').fill(uniqueDigits());
    await page.getByTestId('sms-send').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('sms-send')).toHaveText(/Code sent/);
    const mobile = await page.getByTestId('register-mobileNum').inputValue();
    await page.getByTestId('register-verificationCode').fill(await latestSmsCode(page, mobile, 'register'));
    await shot(page, 'register-modal-username');
    await page.getByTestId('register-submit').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('register-success')).toBeVisible();
    await expect(page.getByTestId('register-success')).toContainText(username);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('balance')).toBeVisible();
    await shot(page, 'register-success');
  });

  test('the mobile tab registers and tells the generated account first', async ({ page }) => {
    await acceptHumanChecks(page);
    await openHome(page);
    await page.getByTestId('register').click();
    await page.getByTestId('tab-mobile').click();
    await expect(page.getByTestId('tab-mobile')).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'register-modal-mobile');
    const mobile = uniqueDigits();
    await page.getByTestId('dialing-code').selectOption('+63');
    await page.getByTestId('register-mobileNum').fill(mobile);
    await page.getByTestId('sms-send').click();
    await solveHumanCheck(page);
    await page.getByTestId('register-verificationCode').fill(await latestSmsCode(page, mobile, 'register'));
    await page.getByTestId('register-password').fill('Secret123');
    await page.getByTestId('register-confirmPassword').fill('Secret123');
    await page.getByTestId('register-submit').click();
    await solveHumanCheck(page);
    await expect(page.getByTestId('mobile-account')).toBeVisible();
    await expect(page.getByTestId('mobile-account-number')).not.toBeEmpty();
    await shot(page, 'register-mobile-account');
    await page.getByTestId('alert-confirm').click();
    await expect(page.getByTestId('register-success')).toBeVisible();
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('the full page resets the form and goes back home', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByTestId('register-page')).toBeVisible();
    await page.getByTestId('tab-username').click();
    await page.getByTestId('register-username').fill('someone');
    await shot(page, 'register-page');
    await page.getByTestId('register-reset').click();
    await expect(page.getByTestId('register-username')).toHaveValue('');
    await page.getByTestId('register-back-home').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no tabs without mobile registration', async ({ page }) => {
    await switchOff(page, 'MOBILENUMREG3');
    await page.goto('/register');
    await expect(page.getByTestId('register-username')).toBeVisible();
    await expect(page.getByTestId('register-tabs')).toHaveCount(0);
  });
});

test.describe('session', () => {
  test('free play logs in as a trial guest, whose member pages give the trial warning', async ({ page }) => {
    await openHome(page);
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByTestId('trial-warning')).toBeVisible();
    await shot(page, 'trial-warning');
    await page.getByTestId('alert-confirm').click();
    await expect(page.getByTestId('trial-warning')).toHaveCount(0);
  });

  test('the trial demo account gets the trial warning too', async ({ page }) => {
    await login(page, trial);
    await page.getByTestId('mail').click();
    await expect(page.getByTestId('trial-warning')).toBeVisible();
  });

  test('sign-out asks first: cancel keeps the session, confirm ends it', async ({ page }) => {
    await login(page, { username: 'player21', password: 'Player123' });
    await page.getByTestId('avatar').click();
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('confirm-logout')).toBeVisible();
    await shot(page, 'confirm-logout');
    await page.getByTestId('alert-cancel').click();
    await expect(page.getByTestId('confirm-logout')).toHaveCount(0);
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.getByTestId('avatar').click();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('alert-confirm').click();
    await expect(page.getByTestId('login')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });
});
