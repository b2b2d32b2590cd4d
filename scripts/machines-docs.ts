/**
 * `npm run machines:docs`: writes docs/machines.md from the machine registries
 * (the portal's and the back office's),
 * with a Mermaid diagram of each machine drawn from its own definition, and
 * refreshes the machine table in README.md between
 * `<!-- machines:start -->` and `<!-- machines:end -->` when those markers exist.
 * Then draws every diagram with Mermaid in Chromium into docs/machines.html,
 * a page that opens from disk with no network; a diagram Mermaid refuses
 * fails the command.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MachineEntry } from '../src/machines/registry';
import { allMachines } from './model/machines';
import { ensureChromium } from './ensure-deps.mjs';
import { drawDiagrams } from './machines-docs/mermaid-browser';
import { diagramsOf, renderMachinesPage } from './machines-docs/page';
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

/** Draws every machine's diagram and writes the page; throws, naming them, when Mermaid refuses any. */
export async function writeMachinePage(registry: MachineEntry[], pageFile = 'docs/machines.html'): Promise<string> {
  const drawn = await drawDiagrams(diagramsOf(registry));
  const refused = drawn.flatMap((diagram) => ('error' in diagram ? [`${diagram.id}: ${diagram.error.split('\n')[0]}`] : []));
  if (refused.length) throw new Error(`Mermaid refused ${refused.length} diagram(s):\n  ${refused.join('\n  ')}`);
  mkdirSync(dirname(pageFile), { recursive: true });
  writeFileSync(pageFile, renderMachinesPage(registry, new Map(drawn.map((diagram) => [diagram.id, 'svg' in diagram ? diagram.svg : '']))));
  return pageFile;
}

if (process.argv[1]?.endsWith('machines-docs.ts')) {
  const written = writeMachineDocs(allMachines);
  ensureChromium()
    .then(() => writeMachinePage(allMachines))
    .then(
      (page) => console.log(`Wrote ${[...written, page].join(', ')} (${allMachines.length} machines).`),
      (error: Error) => {
        console.error(`machines:docs: ${error.message}`);
        process.exitCode = 1;
      },
    );
}
