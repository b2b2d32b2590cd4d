/**
 * Every machine's Mermaid export (the inspector's download and
 * docs/machines.md share it) drawn by the real `mermaid` package in Chromium:
 * a parse or layout error fails the machine's test. And the diagrams page of
 * `npm run machines:docs` opens from disk with scripts off and no network.
 * Nothing here needs the portal: the pages are blank ones or files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { drawDiagram, loadMermaid } from '../../scripts/machines-docs/mermaid-browser';
import { diagramsOf, renderMachinesPage } from '../../scripts/machines-docs/page';
import { machineRegistry } from '../../src/machines/registry';
import { allMachines } from '../../scripts/model/machines';
import { fixtureRegistry } from '../fixtures/machines/registry';

/** One page with Mermaid per worker: loading its 3.6 MB bundle costs more than drawing a diagram. */
const test = base.extend<object, { mermaid: Page }>({
  mermaid: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await loadMermaid(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

for (const diagram of diagramsOf([...allMachines, ...fixtureRegistry])) {
  test(`Mermaid draws the ${diagram.id} machine`, async ({ mermaid }) => {
    const drawn = await drawDiagram(mermaid, diagram.id, diagram.text);
    expect('error' in drawn ? `${drawn.error}\n\n${diagram.text}` : '').toBe('');
    expect('svg' in drawn && drawn.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
}

test('the diagrams page opens from disk with no script and no network', async ({ browser, mermaid }) => {
  // The two shapes Mermaid refused before: a parallel root, and a handler reaching into its own state.
  const registry = machineRegistry.filter((entry) => entry.id === 'shell' || entry.id === 'lotteryLobby');
  const svgs = new Map<string, string>();
  for (const diagram of diagramsOf(registry)) {
    const drawn = await drawDiagram(mermaid, `page-${diagram.id}`, diagram.text);
    if ('svg' in drawn) svgs.set(diagram.id, drawn.svg);
  }
  expect([...svgs.keys()]).toEqual(['shell', 'lotteryLobby']);

  const dir = mkdtempSync(join(tmpdir(), 'machines-page-'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const file = join(dir, 'machines.html');
    writeFileSync(file, renderMachinesPage(registry, svgs));
    const outside: string[] = [];
    await context.route(/^(?!file:)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    for (const id of ['shell', 'lotterylobby']) {
      const diagram = page.locator(`section#${id} .diagram svg`);
      await expect(diagram).toBeVisible();
      expect((await diagram.boundingBox())?.height).toBeGreaterThan(200);
    }
    await expect(page.locator('section#shell .diagram')).toContainText('any state');
    expect(outside).toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
