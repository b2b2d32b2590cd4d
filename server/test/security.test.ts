/**
 * What every answer carries and what no request may do: the security
 * headers on pages, API answers and refusals; body sizes cut off before the
 * body is read, with uploads allowed their own; /dev/* only where the
 * gateway is local or the operator asked for it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { calls } from '../../src/services/calls';
import { errorCodes } from '../../src/services/error-codes';
import { headers } from '../../src/services/headers';
import { defaultBodyLimit } from '../src/http/body-limits';
import { describeOnBothDatabases } from './databases';

const portal = mkdtempSync(join(tmpdir(), 'portal-dist-'));
writeFileSync(join(portal, 'index.html'), '<!doctype html><title>portal</title>');
afterAll(() => rmSync(portal, { recursive: true, force: true }));

const directives = (policy: string | null): Map<string, string[]> =>
  new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]));

describeOnBothDatabases(
  'security headers and body limits',
  (gateway) => {
    const url = (path: string) => `${gateway().url}${path}`;
    const merchant = () => ({ [headers.merchant]: gateway().deps.config.merchant });

    it('puts the same guards on a page, an API answer, a refusal and a 404', async () => {
      const answers = await Promise.all([
        fetch(url('/promotions')),
        fetch(url(calls.status.path), { headers: merchant() }),
        fetch(url(calls.memberInfo.path), { headers: merchant() }),
        fetch(url('/wps/unknown')),
      ]);
      for (const answer of answers) {
        const policy = directives(answer.headers.get('content-security-policy'));
        expect(policy.get('script-src')?.[0]).toBe("'self'");
        expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
        expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
        expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://portal.example']);
        expect(policy.get('frame-src')).toEqual(["'self'", 'https://games.example']);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404]);
      // JSON answers run no script: only pages carry a nonce.
      expect(directives(answers[1].headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
    });

    it("lets the chat window's one inline script run by the request's nonce, and no other", async () => {
      const answer = await fetch(url('/chat/LIVECHAT'));
      const nonce = directives(answer.headers.get('content-security-policy')).get('script-src')?.find((value) => value.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=_-]{16,}'$/);
      const page = await answer.text();
      expect(page).toContain(`<script nonce="${nonce!.slice(7, -1)}">`);
      const again = await fetch(url('/chat/LIVECHAT'));
      expect(again.headers.get('content-security-policy')).not.toContain(nonce!);
    });

    it('lets the speed test time the ping from any origin, and no other answer', async () => {
      const ping = await fetch(url('/common/v.1.0.1/ping.json'));
      expect(ping.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(ping.headers.get('x-content-type-options')).toBe('nosniff');
      const status = await fetch(url(calls.status.path), { headers: merchant() });
      // This gateway names a portal elsewhere, which loads its pictures: cross-origin too; without one, same-origin.
      expect(status.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    });

    it('refuses an oversized body with 413 and the envelope, before reading it', async () => {
      const oversized = 'x'.repeat(defaultBodyLimit + 1);
      const answer = await fetch(url(calls.feedback.path), { method: 'PUT', headers: { ...merchant(), 'Content-Type': 'application/json' }, body: oversized });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({ success: false, errorCode: errorCodes.bodyTooLarge });
    });

    it('cuts off a streamed body without Content-Length at the limit', async () => {
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024).fill(120);
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          // 100 MB if nobody stops it; the gateway must answer long before.
          if (sent >= 100 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const answer = await fetch(url(calls.feedback.path), {
        method: 'PUT',
        headers: { ...merchant(), 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(answer.status).toBe(413);
      expect(sent).toBeLessThan(100 * 1024 * 1024);
    });

    it('lets an application with three large images through to the call, and no further than its own limit', async () => {
      const images = JSON.stringify({ images: ['a', 'b', 'c'].map(() => 'A'.repeat(6 * 1024 * 1024)) });
      const fits = await fetch(url(calls.promotionClaim.path), { method: 'POST', headers: { ...merchant(), 'Content-Type': 'application/json' }, body: images });
      // Past the size guard, the call itself refuses a caller without a session.
      expect(fits.status).toBe(401);
      const tooBig = JSON.stringify({ images: ['A'.repeat(22 * 1024 * 1024)] });
      const refused = await fetch(url(calls.promotionClaim.path), { method: 'POST', headers: { ...merchant(), 'Content-Type': 'application/json' }, body: tooBig });
      expect(refused.status).toBe(413);
    });

    it('ignores X-Forwarded-* when no proxy is trusted: a caller cannot rename itself or the portal', async () => {
      const answer = await fetch(url(calls.status.path), {
        headers: { ...merchant(), 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      });
      const status = (await answer.json()) as { value: { location: { ip: string }; info: { mainDomain: string } } };
      expect(status.value.location.ip).toBe('127.0.0.1');
      expect(status.value.info.mainDomain).toBe(gateway().url);
    });

    it('answers /dev/* with 404 when the gateway is not local and nobody opted in', async () => {
      const answer = await fetch(url('/dev/sms-outbox?mobile=9171234567'));
      expect(answer.status).toBe(404);
    });
  },
  { config: { staticDir: portal, corsOrigins: ['https://portal.example'], gameFrameOrigins: ['https://games.example'], devEndpoints: false, trustedProxies: 0 } },
);
