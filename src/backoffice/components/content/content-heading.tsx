/** The top of a content screen: its heading, "New" while the list shows, and what the last call said (a refusal or a publish). */
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { errorText } from '../../i18n';

export interface ContentHeadingProps {
  id: string;
  heading: string;
  newLabel: string;
  /** Null while the list is not loaded: nothing to add to yet. */
  onNew: (() => void) | null;
  listing: boolean;
  failureCode: string | null;
  published: number | null;
}

export function ContentHeading({ id, heading, newLabel, onNew, listing, failureCode, published }: ContentHeadingProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="bo-content-bar">
        <h1 id={id}>{heading}</h1>
        {listing && (
          <Button onClick={() => onNew?.()} disabled={!onNew}>
            {newLabel}
          </Button>
        )}
      </div>
      {failureCode && (
        <p className="bo-error" role="alert">
          {errorText(i18n, failureCode)}
        </p>
      )}
      {published !== null && (
        <p className="bo-success" role="status">
          {t('backoffice.content.publishedNow', { id: published })}
        </p>
      )}
    </>
  );
}
