/**
 * The slide's proof of work in Chromium: ALTCHA's PBKDF2 worker solves the
 * gateway's real challenge while the piece is dragged, and the verify call
 * carries a counter that derives to the prefix the gateway signed. A worker
 * that cannot start and a gateway that refuses the proof each get their own
 * message and a fresh puzzle.
 */
import { pbkdf2Sync } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ProofOfWorkPayload } from '../../src/services/schemas/account';
import { expect, test } from './support/record-coverage';
import { demo, openLogin, solveHumanCheck } from './access-support';

/** Re-derives the solution the way the gateway's challenge defines it: PBKDF2 of the nonce and the 32-bit counter. */
function derivesToPrefix({ challenge, solution }: ProofOfWorkPayload): boolean {
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(solution.counter);
  const key = pbkdf2Sync(Buffer.concat([Buffer.from(nonce, 'hex'), counter]), Buffer.from(salt, 'hex'), cost, keyLength, 'sha256').toString('hex');
  return key === solution.derivedKey && key.startsWith(keyPrefix);
}

/** Answers the verify calls here (the puzzle's answer stays the gateway's secret): the first `refusals` with `proofOfWork.invalid`. */
async function answerVerifies(page: Page, refusals = 0): Promise<ProofOfWorkPayload[]> {
  const proofs: ProofOfWorkPayload[] = [];
  await page.route('**/wps/captcha/slide', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    proofs.push((route.request().postDataJSON() as { proofOfWork: ProofOfWorkPayload }).proofOfWork);
    if (proofs.length <= refusals) return route.fulfill({ status: 400, json: { success: false, message: '', errorCode: 'proofOfWork.invalid', value: null } });
    return route.fulfill({ json: { success: true, message: '', errorCode: null, value: { token: 'e2e-pass' } } });
  });
  return proofs;
}

async function submitLogin(page: Page): Promise<void> {
  await openLogin(page);
  await page.getByTestId('login-username').fill(demo.username);
  await page.getByTestId('login-password').fill(demo.password);
  await page.getByTestId('login-submit').click();
}

test('a worker solves the proof of work during the drag and the verify call carries its solution', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const proofs = await answerVerifies(page);
  await submitLogin(page);
  await solveHumanCheck(page);
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(workers.some((url) => /pbkdf2/.test(url))).toBe(true);
  expect(proofs).toHaveLength(1);
  expect(proofs[0].challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
  expect(derivesToPrefix(proofs[0])).toBe(true);
});

test('a worker that cannot start says so, and the next puzzle is solved', async ({ page }) => {
  // The first worker the page asks for fails to start, as one blocked by a browser setting would.
  await page.addInitScript(() => {
    const RealWorker = window.Worker;
    let failures = 1;
    window.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        if (failures-- > 0) throw new Error('worker blocked');
        super(url, options);
      }
    };
  });
  await answerVerifies(page);
  await submitLogin(page);
  const puzzle = page.getByTestId('human-check');
  await expect(puzzle).toHaveAttribute('data-phase', 'failed');
  await expect(page.getByTestId('human-check-error')).toHaveText('Your browser could not finish the security check. Please try again.');
  await page.getByTestId('human-check-retry').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a proof of work the gateway refuses says so, and a fresh puzzle passes', async ({ page }) => {
  const proofs = await answerVerifies(page, 1);
  await submitLogin(page);
  const puzzle = page.getByTestId('human-check');
  await expect(puzzle).toHaveAttribute('data-phase', 'dragging');
  const box = await page.getByTestId('human-check-handle').boundingBox();
  if (!box) throw new Error('the slider handle is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + box.width / 2 + step * 12, box.y + box.height / 2 + (step % 3) - 1);
  await page.mouse.up();
  await expect(page.getByTestId('human-check-error')).toHaveText('The security check could not be confirmed. Please try again with a new puzzle.');
  await page.getByTestId('human-check-retry').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(proofs).toHaveLength(2);
  // The fresh puzzle came with a fresh challenge.
  expect(proofs[1].challenge.parameters.nonce).not.toBe(proofs[0].challenge.parameters.nonce);
});
