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
  runs: { dir: string; files: string[] };
  /** Where the model suites were looked for. */
  suitesDir: string;
  passes: boolean;
  machines: MachineReport[];
}

export function writeReport(report: ModelReport, outDir: string): { json: string; html: string; htmlBytes: number } {
  mkdirSync(outDir, { recursive: true });
  const json = join(outDir, 'model-report.json');
  const html = join(outDir, 'index.html');
  writeFileSync(json, `${JSON.stringify(report)}\n`);
  const page = renderHtml(report);
  writeFileSync(html, page);
  return { json, html, htmlBytes: Buffer.byteLength(page) };
}
