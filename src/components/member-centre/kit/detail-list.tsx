/** Label and value rows of a receipt or a summary; a value may be copied with one click. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import './kit.css';

export interface DetailItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Text put on the clipboard by the copy button. */
  copy?: string;
  emphasis?: boolean;
}

export function DetailList({ items, testId }: { items: DetailItem[]; testId?: string }) {
  return (
    <dl className="mc-details" data-testid={testId}>
      {items.map((item) => (
        <div className={item.emphasis ? 'mc-details__row is-emphasis' : 'mc-details__row'} key={item.key} data-testid={`detail-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>
            <span>{item.value}</span>
            {item.copy ? <CopyButton text={item.copy} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button type="button" className="mc-copy" onClick={copy} aria-label={t('memberCentre.kit.copy')} title={t('memberCentre.kit.copy')}>
      <Icon name={copied ? 'check' : 'receipt'} size={14} />
    </button>
  );
}
