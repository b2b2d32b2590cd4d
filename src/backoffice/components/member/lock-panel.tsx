/**
 * Lock or unlock the account, always with a reason; the member's sessions end
 * at once when locked. The page reloads the profile after either, and keys
 * this panel by the lock, so the opposite action appears on a fresh form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';
import { membersApi, type MemberProfile } from '../../services/members.api';
import { Button } from '../button';
import { useReasonedAction } from './use-reasoned-action';

export function LockPanel({ profile, onChanged }: { profile: MemberProfile; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const locked = profile.lock !== null;
  const [reason, setReason] = useState('');
  const action = useReasonedAction(async ({ reason: text }, signal) => {
    await (locked ? membersApi.unlock(profile.account, text, { signal }) : membersApi.lock(profile.account, text, { signal }));
    onChanged();
  });
  const verb = locked ? 'unlock' : 'lock';
  return (
    <section className="bo-card" aria-labelledby="lock-heading">
      <h2 id="lock-heading">{t(`backoffice.member.${verb}.heading`)}</h2>
      <form
        className="bo-form"
        onSubmit={(event) => {
          event.preventDefault();
          action.submit({ reason });
        }}
      >
        <label className="bo-field">
          <span>{t('backoffice.item.reason')}</span>
          <textarea
            name="lock-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            rows={2}
            aria-invalid={action.errorCode === 'backoffice.reason.required'}
          />
        </label>
        {action.errorCode && (
          <p className="bo-error" role="alert">
            {errorText(i18n, action.errorCode)}
          </p>
        )}
        <Button type="submit" variant={locked ? 'secondary' : 'primary'} disabled={action.busy}>
          {t(`backoffice.member.${verb}.submit`)}
        </Button>
      </form>
    </section>
  );
}
