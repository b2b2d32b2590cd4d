/**
 * The reality check: how long this session has lasted, what was staked and
 * the net result since the sign-in. Play waits (the gateway refuses stakes)
 * until the member keeps playing or stops; it cannot be closed otherwise.
 */
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../form/use-error-text';
import { formatDateTime } from '../member-centre/kit/date-time';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useDurationText } from './session-duration';
import './session-time.css';

export interface RealityCheckDialogProps {
  elapsedMs: number;
  startedAt: number;
  wagered: string;
  net: string;
  currency: string;
  /** The answer or the sign-out is on its way. */
  busy: boolean;
  errorCode: string | null;
  onContinue(): void;
  onStop(): void;
}

export function RealityCheckDialog({ elapsedMs, startedAt, wagered, net, currency, busy, errorCode, onContinue, onStop }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const duration = useDurationText();
  const losing = net.startsWith('-');
  return (
    <Dialog title={t('session.protection.realityCheck.title')} onClose={() => undefined} dismissible={false} width={440}>
      <div className="reality-check" data-testid="reality-check">
        <p className="reality-check__lead">{t('session.protection.realityCheck.lead')}</p>
        <dl className="reality-check__figures">
          <div>
            <dt>{t('session.protection.realityCheck.elapsed')}</dt>
            <dd data-testid="reality-check-elapsed">{duration(elapsedMs)}</dd>
          </div>
          <div>
            <dt>{t('session.protection.realityCheck.since')}</dt>
            <dd>{formatDateTime(startedAt)}</dd>
          </div>
          <div>
            <dt>{t('session.protection.realityCheck.wagered')}</dt>
            <dd data-testid="reality-check-wagered">
              {currency}
              {wagered}
            </dd>
          </div>
          <div>
            <dt>{t('session.protection.realityCheck.net')}</dt>
            <dd className={losing ? 'reality-check__loss' : undefined} data-testid="reality-check-net">
              {losing ? `-${currency}${net.slice(1)}` : `${currency}${net}`}
            </dd>
          </div>
        </dl>
        <p className="reality-check__paused">{t('session.protection.realityCheck.paused')}</p>
        {errorCode ? (
          <p className="reality-check__error" role="alert">
            {errorText(errorCode)}
          </p>
        ) : null}
        <div className="reality-check__actions">
          <Button variant="secondary" disabled={busy} onClick={onStop} data-testid="reality-check-stop">
            {t('session.protection.realityCheck.stop')}
          </Button>
          <Button disabled={busy} onClick={onContinue} data-testid="reality-check-continue">
            {t('session.protection.realityCheck.continue')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
