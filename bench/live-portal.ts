/**
 * The live channel end to end, as a player sees it: Chromium shows the built
 * portal signed in; an operator approves a deposit over the operator API,
 * and the time runs to the header showing the new balance (a
 * MutationObserver in the page stamps the change), counted from
 * the moment the approval is sent, so its own round trip is in. p50 and p99
 * over `approvals` approvals, one at a time; figures, no budget.
 *
 * `npx tsx bench/live-portal.ts [distDir]` runs it alone (it builds the
 * portal first when no folder is given).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { requestDeposit } from '../server/src/domain/funds/deposits';
import { createMember } from '../server/src/domain/members';
import { startTestGateway } from '../server/test/harness';
import { sessionToken } from '../tests/e2e/support/sign-in';

const chromiumPath = '/usr/bin/chromium';
const operatorKey = `bench-operator-key-${randomUUID()}`;

export interface LivePortalFigures {
  approvals: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measureLivePortal(distDir: string, approvals = 25): Promise<LivePortalFigures> {
  const gateway = await startTestGateway({ config: { staticDir: distDir, testHumanCheckBypass: true, operatorKey } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless'] });
  try {
    const account = `bench${Date.now() % 1_000_000}`;
    const member = await createMember(gateway.db, { account, password: 'Bench1234', openingBalance: '0.00', now: Date.now() });
    const token = await sessionToken(gateway.url, { username: account, password: 'Bench1234' });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript((handed) => sessionStorage.setItem('token', handed), token);
    await page.goto(gateway.url);
    const balance = page.getByTestId('balance-value');
    await balance.waitFor();
    // Stamps (epoch ms) every change of the header's figure.
    await page.evaluate(() => {
      const stamps: { at: number; text: string }[] = [];
      (window as unknown as { balanceStamps: typeof stamps }).balanceStamps = stamps;
      const target = document.querySelector('[data-testid="balance-value"]')!;
      new MutationObserver(() => stamps.push({ at: Date.now(), text: target.textContent ?? '' })).observe(target, { subtree: true, childList: true, characterData: true });
    });
    const times: number[] = [];
    for (let round = 1; round <= approvals; round++) {
      const deposit = await requestDeposit(gateway.db, { memberId: member.id, requestId: randomUUID(), now: Date.now() }, { channelCode: 'BANK', amount: '100' });
      const expected = (round * 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      const sentAt = Date.now();
      const answer = await fetch(`${gateway.url}/operator/deposits/${deposit.reference}/approve`, { method: 'POST', headers: { Authorization: `Bearer ${operatorKey}` } });
      if (answer.status !== 200) throw new Error(`approval ${round} answered ${answer.status}`);
      const shownAt = await page.waitForFunction(
        (figure) => (window as unknown as { balanceStamps: { at: number; text: string }[] }).balanceStamps.find((stamp) => stamp.text.includes(figure))?.at,
        expected,
        { timeout: 15_000, polling: 20 },
      );
      times.push(((await shownAt.jsonValue()) as number) - sentAt);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { approvals, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1)! };
  } finally {
    await browser.close();
    await gateway.close();
  }
}

export function formatLivePortal(figures: LivePortalFigures): string[] {
  return [`Live update in Chromium, operator approval → header balance (${figures.approvals} approvals): p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms`];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2];
  const dir = given ?? mkdtempSync(join(tmpdir(), 'live-portal-'));
  if (!given) await build({ logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  try {
    for (const line of formatLivePortal(await measureLivePortal(dir))) console.log(line);
  } finally {
    if (!given) rmSync(dir, { recursive: true, force: true });
  }
}
