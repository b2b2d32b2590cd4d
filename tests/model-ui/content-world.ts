/**
 * The content side of the content-editor UI paths, made with the gateway's
 * own domain functions: banners of the path's own (known by picture
 * addresses no other path uses) published and drafted by another editor, and
 * that editor's moves just before ours reach the gateway, as their tab would
 * make them. A lost answer is a list request that never comes back.
 */
import type { Page } from '@playwright/test';
import { bannerKind } from '../../server/src/domain/backoffice/content/banners';
import { createDraft, discardDraft, publishDraft, unpublish } from '../../server/src/domain/backoffice/content/drafts';
import { contentKind } from '../../server/src/domain/backoffice/content/kinds';
import { pathOf } from '../../server/test/backoffice/support';
import type { TestGateway } from '../e2e/support/gateway';
import { otherOperator } from './backoffice-operators';
import type { UiWorld } from './ui-adapter';

export interface Banner {
  id: number;
  picture: string;
}

export interface ContentWorld {
  /** The path's published rows not yet unpublished, and its drafts not yet discarded. */
  published: Banner[];
  drafts: Banner[];
  /** The row the open edit changes, and the picture its last save sent. */
  editing: Banner | null;
  saving: string | null;
  /** What the screen says of the refusal the path's world last arranged. */
  refusal: string | null;
  tag: string;
  serial: number;
}

const worlds = new WeakMap<Page, ContentWorld>();
let paths = 0;

export function contentWorldOf(page: Page): ContentWorld {
  const world = worlds.get(page);
  if (!world) throw new Error('the path seeded no banners');
  return world;
}

/** A picture address nobody else uses: the rows' tables and the preview show it, so it finds the row. */
export const pictureOf = (world: ContentWorld): string => `/assets/banners/w_promotion-${(world.serial % 3) + 1}.svg?ui=${world.tag}-${++world.serial}`;

const banner = (picture: string) => ({ groupName: 'w_home', imageUrl: { EN: picture, TY: picture }, linkageType: '', linkage: '', sort: 900 });

const theOther = (gateway: TestGateway) => otherOperator(gateway, 'content');

async function publishedBanner(gateway: TestGateway, picture: string, targetId: number | null): Promise<number> {
  const other = await theOther(gateway);
  const draft = await createDraft(gateway.db, bannerKind, other, { targetId, body: banner(picture) }, gateway.deps.clock.now());
  return (await publishDraft(gateway.db, contentKind, other, draft.id, gateway.deps.clock.now())).id;
}

export async function seedContentWorld({ page, gateway }: UiWorld, counts: { published: number; drafts: number }): Promise<ContentWorld> {
  const world: ContentWorld = { published: [], drafts: [], editing: null, saving: null, refusal: null, tag: `${process.pid}p${++paths}`, serial: 0 };
  const other = await theOther(gateway);
  for (let index = 0; index < counts.published; index++) {
    const picture = pictureOf(world);
    world.published.push({ id: await publishedBanner(gateway, picture, null), picture });
  }
  for (let index = 0; index < counts.drafts; index++) {
    const picture = pictureOf(world);
    const draft = await createDraft(gateway.db, bannerKind, other, { targetId: null, body: banner(picture) }, gateway.deps.clock.now());
    world.drafts.push({ id: draft.id, picture });
  }
  worlds.set(page, world);
  return world;
}

/** The other editor publishes a change of the row our open edit changes: our draft, started before, is now stale. */
export async function publishSameRowFirst(gateway: TestGateway, world: ContentWorld): Promise<void> {
  const row = world.editing!;
  const picture = pictureOf(world);
  await publishedBanner(gateway, picture, row.id);
  row.picture = picture;
}

const draftPath = /^\/backoffice\/api\/content\/drafts\/(\d+)(\/preview)?$/;

/** The other editor discards the draft just before our next preview of it, or our discard of it, reaches the gateway. */
export async function discardBeforeCall(page: Page, gateway: TestGateway, call: 'preview' | 'discard'): Promise<void> {
  await page.route(
    (url) => draftPath.test(url.pathname) && (call === 'preview') === url.pathname.endsWith('/preview'),
    async (route) => {
      const id = Number(draftPath.exec(new URL(route.request().url()).pathname)![1]);
      await discardDraft(gateway.db, id, gateway.deps.clock.now());
      await route.continue();
    },
    { times: 1 },
  );
}

/** The other editor unpublishes the row just before our unpublish of it reaches the gateway. */
export async function unpublishBeforeCall(page: Page, gateway: TestGateway, row: Banner): Promise<void> {
  const path = pathOf('unpublishContent', { kind: 'banners', id: String(row.id) });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await unpublish(gateway.db, bannerKind, await theOther(gateway), row.id, 'Taken down first', gateway.deps.clock.now());
      await route.continue();
    },
    { times: 1 },
  );
}

/** The list the screen asks for next never comes back. */
export async function loseNextList(page: Page): Promise<void> {
  const path = pathOf('contentList', { kind: 'banners' });
  await page.route((url) => url.pathname === path, (route) => route.abort('connectionreset'), { times: 1 });
}
