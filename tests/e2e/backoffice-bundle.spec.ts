/**
 * The back office is a second entry of the build: the portal's page and every
 * chunk it can load (statically or lazily) never name a back-office chunk,
 * and the back office's page loads none of the portal's own chunks (only the
 * libraries' chunks the two share), so neither page runs the other's code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { portalDir } from './support/gateway';

/** Every asset a page can reach: the HTML's scripts and stylesheets, then each chunk's static and dynamic imports. */
function reachable(dir: string, page: string): Set<string> {
  const html = readFileSync(join(dir, page), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name) || !existsSync(join(dir, 'assets', name))) continue;
    seen.add(name);
    if (!name.endsWith('.js')) continue;
    const code = readFileSync(join(dir, 'assets', name), 'utf8');
    for (const match of code.matchAll(/["'`]\.\/([\w~.-]+\.(?:js|css))["'`]/g)) queue.push(match[1]);
  }
  return seen;
}

test('the portal never loads the back office, and the back office never loads the portal', () => {
  const dir = portalDir();
  expect(existsSync(join(dir, 'backoffice.html'))).toBe(true);
  const portal = reachable(dir, 'index.html');
  const office = reachable(dir, 'backoffice.html');
  const officeOwn = [...office].filter((name) => name.startsWith('backoffice-'));
  expect(officeOwn.length).toBeGreaterThan(0);
  expect([...portal].filter((name) => name.startsWith('backoffice-'))).toEqual([]);
  // What the back office shares with the portal is the libraries' chunks and the loader's runtime only.
  expect([...office].filter((name) => !/^(backoffice|vendor|xstate|rolldown-runtime)-/.test(name))).toEqual([]);
});
