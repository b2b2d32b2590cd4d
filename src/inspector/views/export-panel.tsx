/**
 * The machine in an exchange format (JSON, SCXML, Mermaid), to read, copy or
 * download.
 */
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <section className="insp-export" aria-label={t('inspector.export.label')} data-testid="export-panel">
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
            {copied ? t('inspector.export.copied') : t('inspector.export.copy')}
          </button>
          <button type="button" className="insp-chip is-primary" onClick={onDownload}>
            {t('inspector.export.download')}
          </button>
          <button type="button" className="insp-icon-button" aria-label={t('inspector.export.close')} onClick={onClose}>
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
