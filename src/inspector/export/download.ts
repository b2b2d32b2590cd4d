/**
 * Exports in each format, and saving one as a file from the browser.
 */
import type { MachineGraph } from '../graph/machine-graph';
import { exportJson } from './to-json';
import { exportMermaid } from './to-mermaid';
import { exportScxml } from './to-scxml';

export type ExportFormatId = 'json' | 'scxml' | 'mermaid';

const formats: Record<ExportFormatId, { render: (graph: MachineGraph) => string; extension: string; mime: string }> = {
  json: { render: exportJson, extension: 'json', mime: 'application/json' },
  scxml: { render: exportScxml, extension: 'scxml', mime: 'application/scxml+xml' },
  mermaid: { render: exportMermaid, extension: 'mmd', mime: 'text/plain' },
};

export const renderExport = (graph: MachineGraph, format: ExportFormatId) => formats[format].render(graph);

export function downloadExport(graph: MachineGraph, format: ExportFormatId): void {
  const { extension, mime } = formats[format];
  const url = URL.createObjectURL(new Blob([renderExport(graph, format)], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${graph.id}.${extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
