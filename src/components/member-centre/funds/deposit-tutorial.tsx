/** The chosen channel's deposit steps, folded away until asked for. Steps are locale keys or plain text. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import './funds.css';

export function DepositTutorial({ channelName, steps, initiallyOpen = false }: { channelName: string; steps: string[]; initiallyOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  if (!steps.length) return null;
  return (
    <div className="mc-tutorial" data-testid="deposit-tutorial">
      <button type="button" className="mc-tutorial__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} data-testid="deposit-tutorial-toggle">
        <span>{t('memberCentre.depositv2.tutorial', { channel: channelName })}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      {open ? (
        <ol className="mc-steps" id={id}>
          {steps.map((step) => (
            <li key={step}>{i18n.exists(step) ? t(step) : step}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
