import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeMachineDocs } from '../../../scripts/machines-docs';
import { fixtureRegistry } from '../../fixtures/machines/registry';

describe('npm run machines:docs', () => {
  it('writes a Mermaid diagram per machine and refreshes the README table between its markers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'machine-docs-'));
    try {
      const doc = join(dir, 'docs', 'machines.md');
      const readme = join(dir, 'README.md');
      writeFileSync(readme, '# Portal\n\n<!-- machines:start -->\nold table\n<!-- machines:end -->\n\nMore text.\n');
      expect(writeMachineDocs(fixtureRegistry, doc, readme)).toEqual([doc, readme]);
      const markdown = readFileSync(doc, 'utf8');
      expect(markdown.match(/```mermaid\nstateDiagram-v2/g)).toHaveLength(fixtureRegistry.length);
      expect(markdown).toContain('## trafficLight');
      expect(markdown).toContain('`operating` — fault.report [isSevere]: Severe faults stop the lights');
      const updated = readFileSync(readme, 'utf8');
      expect(updated).not.toContain('old table');
      expect(updated).toContain('| [`trafficLight`](docs/machines.md#trafficlight) |');
      expect(updated).toContain('More text.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
