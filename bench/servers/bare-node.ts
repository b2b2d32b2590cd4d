/** The floor of the live channel's memory: a plain Node HTTP server whose keep-alive connections stay open while idle. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMemoryProbe } from './memory-probe';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '2' });
  response.end('ok');
});
server.keepAliveTimeout = 10 * 60 * 1000;
const memory = await startMemoryProbe();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${port}`, memory })}\n`);
});
