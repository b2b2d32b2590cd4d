/**
 * Claims and applications in the reward centre, in Chromium against the
 * real gateway: a member draws the lottery lucky draw and sees the prize in
 * the notice and the header balance; applies to the reviewed birthday gift
 * with a comment and a real png and jpg (made here), after each refusal
 * (a page named .png, a png over 5 MB, a fourth image, a comment of 141
 * characters) showed its message below its field with the rest kept; sees
 * the application "Applying" with its thumbnails, then "Issued" and paid
 * once an operator approves it. A popup announcement carrying a promotion
 * type links to the reward centre. Screenshots: .tmp/shots/promotions-claim-*.png.
 */
import type { Page } from '@playwright/test';
import { createMember } from '../../server/src/domain/members';
import { pngBytes } from '../../server/test/rewards/images';
import { insertRound } from '../../server/test/rewards/support';
import { loginAt } from './access-support';
import { signIn } from './support/sign-in';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 180_000 });

const operatorKey = 'e2e-operator-key-0123456789';
const raffle = 8;
const reviewed = 5;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => gateway?.close());

async function newMember(suffix: string) {
  const account = `rc${process.pid % 10_000}${suffix}`;
  const now = Date.now();
  const member = await createMember(gateway.db, { account, password: 'Rewards123', openingBalance: '100.00', now });
  return { member, login: { username: account, password: 'Rewards123' } };
}

const balance = async (page: Page) => Number((await page.getByTestId('balance-value').innerText()).replace(/[^\d.]/g, ''));
const card = (page: Page, promotionId: number) => page.locator(`[data-testid="reward-card"][data-promotion-id="${promotionId}"]`);

/** A real jpg, drawn and encoded by the browser itself. */
async function jpegFrom(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f6feb';
    context.fillRect(0, 0, 48, 32);
    context.fillStyle = '#f5c542';
    context.fillRect(12, 8, 24, 16);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

async function openRewardCentre(page: Page) {
  await page.goto(`${gateway.url}/?mc=rewardCenter`);
  await expect(page.getByTestId('reward-grid')).toBeVisible();
}

test('a member draws the lucky draw and sees the prize and the balance change', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { member, login } = await newMember('d');
  // The lucky draw opens after 1,000 of lottery bets this month.
  await insertRound(gateway, { memberId: member.id, category: 'LOTT', stake: '1000.00', at: Date.now() - 60_000 });
  await signIn(page, login, { origin: gateway.url });
  await openRewardCentre(page);
  const before = await balance(page);
  await card(page, raffle).getByTestId('reward-action').click();
  const notice = page.getByTestId('reward-notice');
  await expect(notice).toContainText('You joined the lucky draw');
  const prize = Number(((await notice.innerText()).match(/won\s+[^\d]*([\d,]+\.\d{2})/) ?? [])[1]?.replace(/,/g, ''));
  expect([88, 188, 888, 8888]).toContain(prize);
  await expect.poll(() => balance(page)).toBe(before + prize);
  await expect(card(page, raffle)).toHaveAttribute('data-status', 'joined');
  await notice.scrollIntoViewIfNeeded();
  await saveShot(page, 'promotions-claim-raffle');
});

test('a member applies with a comment and two images, each refusal shown below its field, and is paid once approved', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { login } = await newMember('a');
  await signIn(page, login, { origin: gateway.url });
  await openRewardCentre(page);
  await card(page, reviewed).getByTestId('reward-action').click();
  const panel = page.getByTestId('application-panel');
  await expect(panel).toBeVisible();
  const input = page.getByTestId('application-images');
  const imagesError = page.getByTestId('application-images-error');
  const commentError = page.getByTestId('application-comment-error');
  const thumbs = page.getByTestId('application-thumb');
  const png = pngBytes({ width: 40, height: 30, rgb: [212, 175, 55] });
  const jpg = await jpegFrom(page);

  await page.getByTestId('application-comment').fill('My birthday is on the 25th');
  await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await expect(imagesError).toHaveText('Images must be PNG or JPG.');
  await expect(thumbs).toHaveCount(0);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngBytes({ totalBytes: 5 * 1024 * 1024 + 1 }) });
  await expect(imagesError).toHaveText('Each image must be 5MB or smaller.');

  await input.setInputFiles([
    { name: 'id.png', mimeType: 'image/png', buffer: png },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpg },
    { name: 'other.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(thumbs).toHaveCount(3);
  await expect(imagesError).toHaveText('');
  await input.setInputFiles({ name: 'fourth.png', mimeType: 'image/png', buffer: png });
  await expect(imagesError).toHaveText('You can attach at most 3 images.');
  await expect(thumbs).toHaveCount(3);
  await expect(page.getByTestId('application-comment')).toHaveValue('My birthday is on the 25th');
  await saveShot(page, 'promotions-claim-image-refused');
  await thumbs.nth(2).getByRole('button').click();
  await expect(thumbs).toHaveCount(2);

  await page.getByTestId('application-comment').fill('x'.repeat(141));
  await expect(commentError).toHaveText('The comment may be at most 140 characters.');
  await expect(thumbs).toHaveCount(2);
  await page.getByTestId('application-submit').click();
  await expect(panel).toBeVisible();
  await saveShot(page, 'promotions-claim-comment-refused');

  await page.getByTestId('application-comment').fill('My birthday is on the 25th; ID and photo attached.');
  await expect(commentError).toHaveText('');
  await page.getByTestId('application-submit').click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('reward-notice')).toContainText('Application sent');
  await expect(card(page, reviewed)).toHaveAttribute('data-status', 'applying');
  const before = await balance(page);

  await page.getByTestId('reward-tab-claims').click();
  const row = page.getByTestId('claims-table').locator('tbody tr').first();
  await expect(row).toContainText('Applying');
  await expect(row.getByTestId('claim-thumbs').locator('img')).toHaveCount(2);
  await saveShot(page, 'promotions-claim-applying');

  const reference = (await row.locator('.rc-mono').innerText()).trim();
  const approved = await page.request.post(`${gateway.url}/operator/promotion-applications/${reference}/approve`, { headers: { Authorization: `Bearer ${operatorKey}` } });
  expect(approved.status()).toBe(200);
  const image = await page.request.get(`${gateway.url}/operator/promotion-applications/${reference}/images/2`, { headers: { Authorization: `Bearer ${operatorKey}` } });
  expect(((await image.json()) as { value: { image: string } }).value.image).toBe(`data:image/jpeg;base64,${jpg.toString('base64')}`);

  await openRewardCentre(page);
  await expect(card(page, reviewed)).toHaveAttribute('data-status', 'issued');
  await expect.poll(() => balance(page)).toBe(before + 8888);
  await page.getByTestId('reward-tab-claims').click();
  await expect(page.getByTestId('claims-table').locator('tbody tr').first()).toContainText('Issued');
  await saveShot(page, 'promotions-claim-issued');
});

test.describe('popup announcements', () => {
  test.use({ popupAnnouncements: true });

  test('the first-login popup about rewards links to the reward centre; the others carry no link', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { login } = await newMember('p');
    await page.goto(`${gateway.url}/`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('announcement-detail').getByRole('heading')).toHaveText('Welcome to XSP Royal');
    await expect(dialog.getByTestId('popup-reward-link')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await loginAt(page, gateway.url, login);
    await expect(dialog.getByTestId('announcement-item')).toHaveCount(2);
    await expect(dialog.getByTestId('popup-reward-link')).toHaveCount(0);
    await dialog.getByTestId('announcement-item').filter({ hasText: 'Thanks for joining!' }).click();
    const link = dialog.getByTestId('popup-reward-link');
    await expect(link).toHaveText('Go to the reward centre');
    await saveShot(page, 'promotions-claim-popup');
    await link.click();
    await expect(page.getByTestId('reward-grid')).toBeVisible();
    await expect(page).toHaveURL(/[?&]mc=rewardCenter/);
  });
});
