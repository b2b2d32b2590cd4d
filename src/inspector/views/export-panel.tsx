/**
 * The machine in an exchange format (JSON, SCXML, Mermaid), to read, copy or
 * download.
 */
export type ExportFormat = 'json' | 'scxml' | 'mermaid';

export const exportFormats: { id: ExportFormat; label: string }[] = [
  { id: 'json', label: 'JSON' },
  { id: 'scxml', label: 'SCXML' },
  { id: 'mermaid', label: 'Mermaid' },
];

export interface ExportPanelProps {
  format: ExportFormat;
  text: string;
  copied: boolean;
  onFormat: (format: ExportFormat) => void;
  onCopy: () => void;
  onDownload: () => void;
  onClose: () => void;
}

export function ExportPanel({ format, text, copied, onFormat, onCopy, onDownload, onClose }: ExportPanelProps) {
  return (
    <section className="insp-export" aria-label="Export" data-testid="export-panel">
      <header className="insp-panel-head">
        <div className="insp-tabs" role="tablist">
          {exportFormats.map((item) => (
            <button key={item.id} type="button" role="tab" aria-selected={item.id === format} className="insp-tab" onClick={() => onFormat(item.id)}>
              {item.label}
            </button>
          ))}
        </div>
        <div className="insp-actions">
          <button type="button" className="insp-chip" onClick={onCopy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          <button type="button" className="insp-chip is-primary" onClick={onDownload}>
            Download
          </button>
          <button type="button" className="insp-icon-button" aria-label="Close export" onClick={onClose}>
            ×
          </button>
        </div>
      </header>
      <pre className="insp-export-text" data-format={format}>
        {text}
      </pre>
    </section>
  );
}
