/**
 * The model report as a tester opens it: from disk, with every machine's
 * section closed and drawn only when opened, each test with its outcome and
 * its command, a search that reaches into every machine's details, and a
 * status filter. Built from the fixture machines and a scratch suite.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { parseArgs } from '../../scripts/model/args';
import { runModelTool } from '../../scripts/model/run';
import { resultsFile, slash, type RecordedSuite } from '../../scripts/model/suites';
import { fixtureRegistry } from '../fixtures/machines/registry';

test('the model report opens from disk, draws a machine when opened, and searches every machine', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'model-report-'));
  try {
    const suites = join(dir, 'suites');
    mkdirSync(suites);
    writeFileSync(join(suites, 'ping.test.ts'), `import { pingMachine } from '${slash(relative(suites, resolve('tests/fixtures/machines/ping.machine')))}';\n`);
    const suite = slash(relative(process.cwd(), join(suites, 'ping.test.ts')));
    const tests: RecordedSuite['tests'] = [
      { name: 'path 1: credentials.submit', fullName: 'ping > path 1', state: 'passed' },
      { name: 'path 2: session.end', fullName: 'ping > path 2', state: 'failed', error: 'AssertionError: expected signedIn' },
      { name: 'path 3: credentials.submit {"password":""}', fullName: 'ping > path 3', state: 'skipped' },
    ];
    mkdirSync(join(dir, 'runs', 'tests'), { recursive: true });
    writeFileSync(resultsFile(join(dir, 'runs'), suite), JSON.stringify({ suite, finishedAt: '2026-11-28T10:00:00.000Z', tests }));
    const run = runModelTool(fixtureRegistry, parseArgs(['--runs', join(dir, 'runs'), '--suites', suites, '--out', join(dir, 'out'), '--thresholds', join(dir, 'none.json')]));

    const outside: string[] = [];
    await page.route(/^(?!file:)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    await page.goto(pathToFileURL(run.files.html).href);
    await expect(page.locator('#summary tr[data-machine]')).toHaveCount(2);
    await expect(page.locator('#ping .tests')).toHaveCount(0);

    await page.locator('#ping > summary').click();
    const rows = page.locator('#ping .tests tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('failed');
    await expect(rows.nth(1)).toContainText('AssertionError: expected signedIn');
    await expect(rows.nth(1).locator('.cmd')).toHaveText(`npx vitest run ${suite} -t 'path 2: session\\.end'`);
    await expect(rows.nth(2)).toContainText('not run');

    await page.locator('#status').selectOption('failed');
    await expect(page.locator('#ping .tests tr:not([hidden])')).toHaveCount(1);
    await expect(page.locator('#trafficLight')).toBeHidden();
    await page.locator('#status').selectOption('');

    // A state id only trafficLight's details hold opens that machine and hides the other.
    await page.locator('#search').fill('crossing.walking');
    await expect(page.locator('#trafficLight')).toHaveAttribute('open', '');
    await expect(page.locator('#trafficLight .gaps > li:not([hidden])').first()).toContainText('crossing.walking');
    await expect(page.locator('#ping')).toBeHidden();
    await expect(page.locator('#summary tr[data-machine="ping"]')).toBeHidden();
    expect(outside).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
