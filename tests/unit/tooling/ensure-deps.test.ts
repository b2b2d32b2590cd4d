/**
 * The install check of `npm run dev`, `npm start` and `npm test`, on scratch
 * checkouts with a fake installer: it decides from the lock file's content,
 * not file times, and never installs through a linked node_modules.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestFile, ensurePackages, lockDigest } from '../../../scripts/ensure-deps.mjs';

let scratch: string;

const lock = (version: string) => ({
  name: 'portal',
  lockfileVersion: 3,
  packages: {
    '': { name: 'portal', dependencies: { left: version } },
    'node_modules/left': { version, integrity: `sha512-${version}` },
    'node_modules/@esbuild/darwin-arm64': { version: '1.0.0', optional: true, os: ['darwin'] },
  },
});

/** A checkout with a package.json and a lock file pinning `left` at `version`. */
function checkout(name: string, version = '1.0.0'): string {
  const root = join(scratch, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'portal' }));
  writeFileSync(join(root, 'package-lock.json'), JSON.stringify(lock(version), null, 2));
  return root;
}

/** Stands for `npm ci`: empties node_modules, then installs what the lock lists, with npm's own record. */
function fakeInstaller(root: string) {
  const commands: string[] = [];
  return {
    commands,
    run: (command: string) => {
      commands.push(command);
      rmSync(join(root, 'node_modules'), { recursive: true, force: true });
      mkdirSync(join(root, 'node_modules', 'left'), { recursive: true });
      const { packages } = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
      writeFileSync(join(root, 'node_modules', '.package-lock.json'), JSON.stringify({ packages: { 'node_modules/left': packages['node_modules/left'] } }));
    },
  };
}

const refused = (message: string): never => {
  throw new Error(message);
};

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ensure-deps-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('ensurePackages', () => {
  it('installs a fresh clone once, then trusts the digest it wrote', () => {
    const root = checkout('fresh');
    const installer = fakeInstaller(root);
    expect(ensurePackages({ root, run: installer.run, onRefuse: refused })).toMatchObject({ fresh: true, by: 'digest' });
    expect(installer.commands).toEqual(['npm ci --no-audit --no-fund --prefer-offline']);
    expect(readFileSync(join(root, 'node_modules', digestFile), 'utf8').trim()).toBe(lockDigest(root));

    ensurePackages({ root, run: installer.run, onRefuse: refused });
    expect(installer.commands).toHaveLength(1);
  });

  it('ignores file times: a lock file newer than the install but with the same content needs nothing', () => {
    const root = checkout('touched');
    const installer = fakeInstaller(root);
    ensurePackages({ root, run: installer.run, onRefuse: refused });
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'package-lock.json'), later, later);
    ensurePackages({ root, run: installer.run, onRefuse: refused });
    expect(installer.commands).toHaveLength(1);
  });

  it('installs again when the lock file content changes, even when it looks older', () => {
    const root = checkout('changed');
    const installer = fakeInstaller(root);
    ensurePackages({ root, run: installer.run, onRefuse: refused });
    writeFileSync(join(root, 'package-lock.json'), JSON.stringify(lock('2.0.0')));
    const earlier = new Date(Date.now() - 3_600_000);
    utimesSync(join(root, 'package-lock.json'), earlier, earlier);
    expect(ensurePackages({ root, run: installer.run, onRefuse: refused })).toMatchObject({ fresh: true });
    expect(installer.commands).toHaveLength(2);
  });

  it('accepts a tree npm installed by hand when npm’s record matches the lock file, and writes the digest', () => {
    const root = checkout('by-hand');
    fakeInstaller(root).run('npm ci');
    const installer = fakeInstaller(root);
    expect(ensurePackages({ root, run: installer.run, onRefuse: refused })).toMatchObject({ fresh: true, by: 'npm record' });
    expect(installer.commands).toEqual([]);
    expect(readFileSync(join(root, 'node_modules', digestFile), 'utf8').trim()).toBe(lockDigest(root));
  });

  it('uses a linked node_modules that holds this lock file’s packages, without writing into it', () => {
    const other = checkout('other');
    fakeInstaller(other).run('npm ci');
    const root = checkout('linked');
    symlinkSync(join(other, 'node_modules'), join(root, 'node_modules'), 'dir');
    const installer = fakeInstaller(root);
    expect(ensurePackages({ root, run: installer.run, onRefuse: refused })).toMatchObject({ fresh: true, by: 'npm record' });
    expect(installer.commands).toEqual([]);
    expect(() => readFileSync(join(other, 'node_modules', digestFile))).toThrow();
  });

  it('refuses to install through a linked node_modules that does not match, and leaves its target whole', () => {
    const other = checkout('other', '1.0.0');
    fakeInstaller(other).run('npm ci');
    const root = checkout('linked', '2.0.0');
    symlinkSync(join(other, 'node_modules'), join(root, 'node_modules'), 'dir');
    const installer = fakeInstaller(root);
    expect(() => ensurePackages({ root, run: installer.run, onRefuse: refused })).toThrow(/node_modules is a link to .*other[\\/]node_modules[\s\S]*rm node_modules && npm ci/);
    expect(installer.commands).toEqual([]);
    expect(readFileSync(join(other, 'node_modules', '.package-lock.json'), 'utf8')).toContain('"1.0.0"');
  });

  it('refuses a link to a folder that is gone', () => {
    const root = checkout('dangling');
    symlinkSync(join(scratch, 'nowhere'), join(root, 'node_modules'), 'dir');
    const installer = fakeInstaller(root);
    expect(() => ensurePackages({ root, run: installer.run, onRefuse: refused })).toThrow(/nowhere, and the folder it points to is missing/);
    expect(installer.commands).toEqual([]);
  });
});
