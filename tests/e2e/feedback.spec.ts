/**
 * Feedback from the member centre: a text under the word bounds is refused
 * below its field and nothing is sent; a proper one is stored for the
 * operators under the member, and a second one within the minute is refused.
 */
import { eq } from 'drizzle-orm';
import { feedback } from '../../server/src/db/schema';
import { createMember } from '../../server/src/domain/members';
import { signIn } from './support/sign-in';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

test('a member sends feedback: too few words are refused under the field, then it is stored once a minute', async ({ page }) => {
  const account = `fb${process.pid % 10_000}`;
  const member = await createMember(gateway.db, { account, password: 'Feedback123', openingBalance: '0.00', now: Date.now() });
  await signIn(page, { username: account, password: 'Feedback123' }, { origin: gateway.url });
  await page.goto(`${gateway.url}/?mc=feedback`);
  await expect(page.getByTestId('feedback-form')).toBeVisible();

  await page.locator('#feedback-type').selectOption('withdraw');
  await page.getByTestId('feedback-content').fill('Too short text');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-content-error')).toHaveText('Write between 5 and 300 words.');
  expect(await gateway.db.select().from(feedback).where(eq(feedback.memberId, member.id))).toHaveLength(0);

  await page.getByTestId('feedback-content').fill('My withdrawal from yesterday evening has not arrived yet, please check it.');
  await page.getByTestId('feedback-contact').fill('telegram @fbtester');
  await saveShot(page, 'feedback-form');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  await saveShot(page, 'feedback-sent');
  const [stored] = await gateway.db.select().from(feedback).where(eq(feedback.memberId, member.id));
  expect(stored).toMatchObject({ questionType: 'withdraw', contact: 'telegram @fbtester' });

  await page.getByRole('button', { name: 'Send another' }).click();
  await page.locator('#feedback-type').selectOption('other');
  await page.getByTestId('feedback-content').fill('One more thing about the same withdrawal, sorry for the noise.');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-error')).toHaveText('You have sent feedback recently. Please try again later.');
});
