/** The floor of the load figures: a Hono app that answers a fixed envelope, nothing else. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

const app = new Hono();
app.get('/bare', (c) => c.json({ success: true, message: '', errorCode: null, value: { ok: true } }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}/bare` })}\n`);
});
