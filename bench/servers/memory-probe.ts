/**
 * A bench server's memory as its bench reads it: a second loopback port whose
 * one answer is `process.memoryUsage()` after two full garbage collections,
 * so garbage waiting for a collection never counts as memory held.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export function startMemoryProbe(): Promise<string> {
  const probe = createServer((_request, response) => {
    collect();
    collect();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(process.memoryUsage()));
  });
  return new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(probe.address() as AddressInfo).port}`)));
}
