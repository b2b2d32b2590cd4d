/** The help centre (/helpmc, no header): the seeded topics, search, categories, and the reader's language. */
import { shot } from './access-support';
import { expect, test } from './support/record-coverage';

test('the help centre lists the seeded topics, searches them and filters by category', async ({ page }) => {
  await page.goto('/helpmc');
  const topics = page.getByTestId('help-topic');
  await expect(topics.first()).toBeVisible();
  const all = await topics.count();
  expect(all).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('header')).toHaveCount(0);

  await page.getByTestId('help-search').fill('forgot password');
  await expect(topics).toHaveCount(1);
  await expect(topics.first()).toContainText('I forgot my password');
  await topics.first().locator('summary').click();
  await expect(topics.first()).toContainText('Forgot password');
  await shot(page, 'help-centre-search');

  await page.getByTestId('help-search').fill('no-such-topic-here');
  await expect(page.getByTestId('help-no-match')).toBeVisible();
  await page.getByTestId('help-search').fill('');
  await page.getByTestId('help-category-account').click();
  await expect(topics).toHaveCount(2);
  await page.getByTestId('help-category-all').click();
  await expect(topics).toHaveCount(all);
  await shot(page, 'help-centre');
});

test('the help centre answers in Tagalog for a Tagalog reader', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'TY'));
  await page.goto('/helpmc');
  await expect(page.getByTestId('help-topic').first()).toBeVisible();
  await expect(page.getByTestId('help-centre')).toContainText('Nakalimutan ko ang aking password');
  await expect(page.getByTestId('help-centre')).not.toContainText('I forgot my password');
});
