/**
 * Lock or unlock the account, always with a reason; the member's sessions end
 * at once when locked. The page reloads the profile after either, and keys
 * this panel by the lock, so the opposite action appears on a fresh form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersApi, type MemberProfile } from '../../services/members.api';
import { Button } from '../button';
import { ReasonField } from './reason-field';
import { useReasonedAction } from './use-reasoned-action';

export function LockPanel({ profile, onChanged }: { profile: MemberProfile; onChanged: () => void }) {
  const { t } = useTranslation();
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
        <ReasonField name="lock-reason" value={reason} onChange={setReason} errorCode={action.errorCode} />
        <Button type="submit" variant={locked ? 'secondary' : 'primary'} disabled={action.busy}>
          {t(`backoffice.member.${verb}.submit`)}
        </Button>
      </form>
    </section>
  );
}
