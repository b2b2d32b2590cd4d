/**
 * The model tool's report as data, written to `<out>/model-report.json` and
 * rendered to `<out>/index.html`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineReport } from './analyze';
import { renderHtml } from './report-html';

export interface ModelReport {
  generatedAt: string;
  bounds: { depth: number; maxPaths: number };
  runs: { dir: string; files: string[] };
  passes: boolean;
  machines: MachineReport[];
}

export function writeReport(report: ModelReport, outDir: string): { json: string; html: string } {
  mkdirSync(outDir, { recursive: true });
  const json = join(outDir, 'model-report.json');
  const html = join(outDir, 'index.html');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(html, renderHtml(report));
  return { json, html };
}
