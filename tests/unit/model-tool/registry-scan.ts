/**
 * What the registry test checks, as functions of plain data so the test can
 * also prove they catch a machine left out: every file under src/machines
 * that creates a machine (whatever the file is called) has an entry, and
 * every machine a module there exports is the very machine of an entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { StateMachine, type AnyStateMachine } from 'xstate';

export interface SourceFile {
  /** Path from the project root, with forward slashes. */
  file: string;
  text: string;
}

export interface ModuleExports {
  file: string;
  exports: Record<string, unknown>;
}

export interface RegisteredMachine {
  id: string;
  file: string;
  logic: unknown;
}

/** Every .ts/.tsx file under `dir` (tests excluded), read as text. */
export function readSources(root: string, dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push({ file: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') });
    }
  };
  walk(join(root, dir));
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

// Comments may name the API without calling it.
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** `createMachine(`, `setup(...).createMachine(` or `createMachine<...>(` in the code of the file. */
export const createsMachine = (text: string): boolean => /\bcreateMachine\s*(<[^()]*>)?\s*\(/.test(withoutComments(text));

/** Files that create a machine but are no entry's file. */
export function unregisteredFiles(sources: SourceFile[], registry: RegisteredMachine[]): string[] {
  return sources.filter((source) => createsMachine(source.text) && !registry.some((entry) => entry.file === source.file)).map((source) => source.file);
}

/** Exported machines that are not the logic of an entry: `file#export (machine id)`. */
export function unregisteredMachines(modules: ModuleExports[], registry: RegisteredMachine[]): string[] {
  return modules.flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter(([, value]) => value instanceof StateMachine && !registry.some((entry) => entry.logic === value))
      .map(([name, value]) => `${file}#${name} (${(value as AnyStateMachine).id})`),
  );
}
