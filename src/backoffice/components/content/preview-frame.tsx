/**
 * The frame of every preview: what the page is, the public answer with the
 * draft in place for players reading EN and for players reading TY side by
 * side, and "publish" or "back to editing". Nothing is public until publish.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';

export interface PreviewFrameProps {
  testId: string;
  explain: string;
  busy: boolean;
  onPublish(): void;
  onEdit(): void;
  /** One language's view of the answer. */
  children(language: 'EN' | 'TY'): ReactNode;
}

export function PreviewFrame({ testId, explain, busy, onPublish, onEdit, children }: PreviewFrameProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-preview" aria-labelledby="preview-heading" data-testid={testId}>
      <h2 id="preview-heading">{t('backoffice.content.preview.heading')}</h2>
      <p className="bo-muted">{explain}</p>
      <div className="bo-preview__languages">
        {(['EN', 'TY'] as const).map((language) => (
          <figure key={language} className="bo-preview__frame" data-testid={`preview-${language}`}>
            <figcaption>{t(`backoffice.content.preview.as${language}`)}</figcaption>
            {children(language)}
          </figure>
        ))}
      </div>
      <div className="bo-content-form__actions">
        <Button onClick={onPublish} disabled={busy} data-testid="publish">
          {t('backoffice.content.publish')}
        </Button>
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {t('backoffice.content.backToEdit')}
        </Button>
      </div>
    </section>
  );
}
