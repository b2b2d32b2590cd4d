/**
 * Machines are pure: a *.machine.ts file imports values only from 'xstate'
 * or from other pure files of the machine folders (constants, rules); type
 * imports are free. And every machine file, the portal's (src/machines) and
 * the back office's (src/backoffice/machines), has exactly one registry entry.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMachines as machineRegistry } from '../../scripts/model/machines';

const root = process.cwd();
const machineDirs = [join(root, 'src', 'machines'), join(root, 'src', 'backoffice', 'machines')];

const machineFiles = machineDirs
  .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.machine.ts'))
  .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
  .sort();

interface ImportLine {
  source: string;
  typeOnly: boolean;
}

/** Static imports and re-exports; a statement counts as a value import unless everything in it is a type. */
export function importsOf(text: string): ImportLine[] {
  const lines: ImportLine[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(statement)) {
    const [, , typeKeyword, clause, source] = match;
    const braces = clause.match(/\{([\s\S]*)\}/);
    const outside = braces ? clause.replace(braces[0], '').replace(/,/g, '').trim() : clause.trim();
    const names = braces ? braces[1].split(',').map((name) => name.trim()).filter(Boolean) : [];
    const typeOnly = Boolean(typeKeyword) || (outside === '' && names.length > 0 && names.every((name) => name.startsWith('type ')));
    lines.push({ source, typeOnly });
  }
  for (const match of text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) lines.push({ source: match[1], typeOnly: false });
  return lines;
}

function resolveLocal(from: string, source: string): string | null {
  const base = resolve(dirname(from), source);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  return null;
}

/** Why a file is impure, or null; relative value imports must themselves be pure files of a machine folder. */
function impurity(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (/\bimport\s*\(/.test(text)) return `${relative(root, file)}: dynamic import`;
  for (const line of importsOf(text)) {
    if (line.typeOnly || line.source === 'xstate') continue;
    if (!line.source.startsWith('.')) return `${relative(root, file)}: value import from '${line.source}'`;
    const target = resolveLocal(file, line.source);
    if (!target || !machineDirs.some((dir) => target.startsWith(dir))) return `${relative(root, file)}: value import from '${line.source}' outside the machine folders`;
    const inner = impurity(target, seen);
    if (inner) return inner;
  }
  return null;
}

describe('machine purity', () => {
  it('finds the machine files', () => {
    expect(machineFiles).toContain('src/machines/system-status/system-status.machine.ts');
    expect(machineFiles).toContain('src/machines/shell/shell.machine.ts');
    expect(machineFiles).toContain('src/backoffice/machines/item-decision.machine.ts');
  });

  it('reads import statements the way the rule means them', () => {
    const lines = importsOf(`import { setup } from 'xstate';\nimport type { A } from './a';\nimport { type B, c } from './c';\nimport { type D } from 'ofetch';\nimport 'side-effect';`);
    expect(lines).toEqual([
      { source: 'xstate', typeOnly: false },
      { source: './a', typeOnly: true },
      { source: './c', typeOnly: false },
      { source: 'ofetch', typeOnly: true },
      { source: 'side-effect', typeOnly: false },
    ]);
    expect(importsOf(`import i18next from 'i18next';`)).toEqual([{ source: 'i18next', typeOnly: false }]);
  });

  for (const file of machineFiles) {
    it(`${file} imports values only from xstate and pure machine files`, () => {
      expect(impurity(join(root, file))).toBeNull();
    });
  }
});

describe('machine registry', () => {
  it('has exactly one entry per machine file and no entry without a file', () => {
    const registered = machineRegistry.map((entry) => entry.file).sort();
    expect(machineFiles.filter((file) => registered.filter((entry) => entry === file).length !== 1), 'files without exactly one entry').toEqual([]);
    expect(registered.filter((file) => !machineFiles.includes(file))).toEqual([]);
  });

  it('names each entry after its machine', () => {
    for (const entry of machineRegistry) expect(entry.logic.id, entry.file).toBe(entry.id);
    expect(new Set(machineRegistry.map((entry) => entry.id)).size).toBe(machineRegistry.length);
  });
});
