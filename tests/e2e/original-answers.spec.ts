/**
 * The portal against a gateway of the original family, as far as its
 * catalogue answers go: the shared gateway's answers are rewritten in flight
 * to carry only the original's names (`showIcon`/`iconUrl`, `displayName`,
 * `lagerIcon`, `vassalage`) with every picture relative to the image host,
 * as that family stores its icons ('PG/PG_AZTEC_GOLD.png'), and the status
 * answer names that host. The slot lobby must still show every vendor's
 * logo and label and every hot game's picture and name, loaded from the
 * named host: a portal that read only our names would show blanks, one that
 * put relative pictures on its own page would show broken images.
 */
import type { Page, Route } from '@playwright/test';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { calls } from '../../src/services/calls';
import { expect, test } from './support/fixtures';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rewrites every object of an answer, depth first. */
function everyObject(value: unknown, rewrite: (object: Json) => Json): unknown {
  if (Array.isArray(value)) return value.map((item) => everyObject(item, rewrite));
  if (!isObject(value)) return value;
  return rewrite(Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, everyObject(inner, rewrite)])));
}

/** Answers `route` with the real answer's `value` rewritten. */
function rewriting(rewrite: (value: unknown) => unknown) {
  return async (route: Route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as Json;
    await route.fulfill({ response, json: { ...envelope, value: rewrite(envelope.value) } });
  };
}

/** Our names dropped, the original's kept, pictures made relative to `imageHost`. */
function originalOnly(imageHost: string) {
  const relative = (address: unknown) => (typeof address === 'string' && address.startsWith(`${imageHost}/`) ? address.slice(imageHost.length + 1) : address);
  return (value: unknown) =>
    everyObject(value, (object) => {
      if ('gameName' in object && 'imageUrl' in object) {
        const { gameName: _name, imageUrl: _image, ...rest } = object;
        return { ...rest, showIcon: relative(rest.showIcon), iconUrl: relative(rest.iconUrl), h5Icon: relative(rest.h5Icon), smallIcon: relative(rest.smallIcon) };
      }
      if ('vendorName' in object && 'logoUrl' in object) {
        const { vendorName: _name, logoUrl: _logo, vendor: _vendor, ...rest } = object;
        return { ...rest, lagerIcon: relative(rest.lagerIcon), h5Icon: relative(rest.h5Icon), smallIcon: relative(rest.smallIcon) };
      }
      return object;
    });
}

async function answerAsTheOriginal(page: Page, imageHost: string): Promise<void> {
  await page.route(`**${calls.status.path}*`, rewriting((value) => ({ ...(value as Json), info: { ...((value as Json).info as Json), imageCDNs: [imageHost] } })));
  for (const call of [calls.gameVendors, calls.hotGames]) await page.route(`**${call.path}*`, rewriting(originalOnly(imageHost)));
}

test('the slot lobby shows logos, labels and game pictures from answers spelled only the original way', async ({ page, baseURL, shot }) => {
  // The pictures' own folder as the image host: a relative picture resolved against the page would miss it.
  const imageHost = `${baseURL}/common/games`;
  await answerAsTheOriginal(page, imageHost);
  await page.goto('/rng');

  const slotVendors = vendorSeeds.filter((vendor) => vendor.category === 'RNG');
  const cards = page.getByTestId('vendor-lane').getByTestId('vendor-card');
  await expect(cards).toHaveCount(slotVendors.length);
  const labels = await cards.allInnerTexts();
  expect(labels.every((label) => label.trim() !== '')).toBe(true);
  expect(await cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-vassalage')))).toEqual(expect.arrayContaining(slotVendors.map((vendor) => vendor.code)));

  const pictures = page.locator('[data-testid="vendor-card"] img, [data-testid="game-card"] img');
  await expect.poll(() => pictures.count()).toBeGreaterThan(slotVendors.length);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', new RegExp(`^${imageHost}/`));
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  }
  const gameNames = await page.locator('.game-card__name').allInnerTexts();
  expect(gameNames.length).toBeGreaterThan(0);
  expect(gameNames.every((name) => name.trim() !== '')).toBe(true);
  await shot('original-answers-lobby', true);
});
