/**
 * Draws Mermaid diagrams with the real `mermaid` package in a Chromium page:
 * the docs script turns them into the static SVGs of docs/machines.html, and
 * tests/e2e/machine-exports.spec.ts fails on any diagram Mermaid refuses.
 * The bundle is read from node_modules and put into the page: no network.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const bundlePath = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

export type Drawn = { id: string; svg: string } | { id: string; error: string };

/** Puts Mermaid into a blank page. Fixed ids keep the SVGs the same from one run to the next. */
export async function loadMermaid(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: readFileSync(bundlePath, 'utf8') });
  await page.evaluate(() => {
    const mermaid = (window as unknown as { mermaid: { initialize: (config: object) => void } }).mermaid;
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', deterministicIds: true });
  });
}

/**
 * One diagram as SVG, or Mermaid's parse or layout error. Mermaid names the box of a parallel region at random even
 * with `deterministicIds` (nothing refers to it): a fixed name keeps the page the same when nothing changed.
 */
export function drawDiagram(page: Page, id: string, text: string): Promise<Drawn> {
  return page.evaluate(
    async ({ id, text }) => {
      const mermaid = (window as unknown as { mermaid: { render: (id: string, text: string) => Promise<{ svg: string }> } }).mermaid;
      try {
        const { svg } = await mermaid.render(`diagram-${id}`, text);
        return { id, svg: svg.replace(/-state-id-[a-z0-9]+-(\d+)/g, '-state-region-$1') };
      } catch (error) {
        return { id, error: error instanceof Error ? error.message : String(error) };
      }
    },
    { id, text },
  );
}

export const chromiumPath = '/usr/bin/chromium';

/** Every diagram, in a Chromium of its own (Debian's, as the browser tests use). */
export async function drawDiagrams(diagrams: { id: string; text: string }[]): Promise<Drawn[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless', '--disable-background-networking', '--disable-component-update'] });
  try {
    const page = await browser.newPage();
    await loadMermaid(page);
    const drawn: Drawn[] = [];
    for (const diagram of diagrams) drawn.push(await drawDiagram(page, diagram.id, diagram.text));
    return drawn;
  } finally {
    await browser.close();
  }
}
