/**
 * `npm run machines:docs`: writes docs/machines.md from the machine registry,
 * with a Mermaid diagram of each machine drawn from its own definition, and
 * refreshes the machine table in README.md between
 * `<!-- machines:start -->` and `<!-- machines:end -->` when those markers exist.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { machineRegistry, type MachineEntry } from '../src/machines/registry';
import { renderMachinesDoc, renderMachineTable } from './machines-docs/render';

export function writeMachineDocs(registry: MachineEntry[], docFile = 'docs/machines.md', readme = 'README.md'): string[] {
  const written: string[] = [];
  mkdirSync(dirname(docFile), { recursive: true });
  writeFileSync(docFile, renderMachinesDoc(registry));
  written.push(docFile);
  if (existsSync(readme)) {
    const text = readFileSync(readme, 'utf8');
    const pattern = /(<!-- machines:start -->)[\s\S]*?(<!-- machines:end -->)/;
    if (pattern.test(text)) {
      writeFileSync(readme, text.replace(pattern, `$1\n${renderMachineTable(registry, 'docs/machines.md')}\n$2`));
      written.push(readme);
    }
  }
  return written;
}

if (process.argv[1]?.endsWith('machines-docs.ts')) {
  const written = writeMachineDocs(machineRegistry);
  console.log(`Wrote ${written.join(' and ')} (${machineRegistry.length} machines).`);
}
