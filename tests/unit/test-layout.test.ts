/**
 * The dom project shares one page and one module cache between the files of
 * a worker, where vi.mock cannot replace a module an earlier file loaded: a
 * file that mocks modules must be named *.mocked.test.tsx, which runs alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();

it('names every component test that mocks a module *.mocked.test.tsx', () => {
  const files = readdirSync(join(root, 'tests', 'unit'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.tsx'))
    .map((entry) => join(entry.parentPath, entry.name));
  const mocking = files.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((file) => !file.endsWith('.mocked.test.tsx')).map((file) => relative(root, file))).toEqual([]);
});
