/**
 * One proof image for a "not received" answer: a file button limited to png
 * and jpg, the picked image's preview once read, and the refusal below. The
 * type and size are judged by the machine from what the file says of itself,
 * before anything is read or uploaded.
 */
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { CentreField } from '../kit/field';

export interface ProofPickerProps {
  id: string;
  image: string | null;
  reading: boolean;
  disabled: boolean;
  error: string | null;
  onPick(file: File): void;
}

export function ProofPicker({ id, image, reading, disabled, error, onPick }: ProofPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const text = (key: string) => t(`memberCentre.withdrawalConfirmation.proof.${key}`);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again after a refusal still reports it.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <CentreField id={id} label={text('label')} hint={text('hint')} error={error}>
      <div className="wc-proof">
        <div className="wc-proof__frame" data-testid={`${id}-frame`}>
          {image ? <img src={image} alt={text('preview')} data-testid={`${id}-preview`} /> : null}
          {!image && reading ? <Spinner size={28} label={text('reading')} /> : null}
          {!image && !reading ? <Icon name="receipt" size={28} /> : null}
        </div>
        <div className="wc-proof__pick">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden"
            disabled={disabled}
            onChange={picked}
            aria-invalid={error ? true : undefined}
            data-testid={id}
          />
          <Button variant="secondary" size="sm" disabled={disabled || reading} onClick={() => input.current?.click()} data-testid={`${id}-choose`}>
            {text(image ? 'change' : 'choose')}
          </Button>
          <p className="wc-proof__note">{text('note')}</p>
        </div>
      </div>
    </CentreField>
  );
}
