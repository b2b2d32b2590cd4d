/** One member's page: the summary, the actions the operator's role allows, and the history tabs. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';
import { membersApi, type MemberProfile } from '../../services/members.api';
import { OperatorCallError } from '../../services/operator-call';
import { AdjustPanel } from './adjust-panel';
import { BreaksPanel } from './breaks-panel';
import { LockPanel } from './lock-panel';
import { MemberHistory } from './member-history';
import { MemberSummary } from './member-summary';

export function MemberPage({ account, may }: { account: string; may: (action: string) => boolean }) {
  const { i18n } = useTranslation();
  const [profile, setProfile] = useState<MemberProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    membersApi.profile(account, { signal: controller.signal }).then(
      (answer) => (setProfile(answer), setError(null)),
      (failure: unknown) => !controller.signal.aborted && setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy')),
    );
    return () => controller.abort();
  }, [account, version, i18n]);

  if (error)
    return (
      <p className="bo-error" role="alert">
        {error}
      </p>
    );
  if (!profile) return null;
  return (
    <div className="bo-member">
      <div className="bo-member__main">
        <MemberSummary profile={profile} />
        <MemberHistory account={account} version={version} canWriteNotes={may('members.note')} />
      </div>
      <div className="bo-member__side">
        {may('members.adjust') && <AdjustPanel account={account} onApplied={reload} />}
        {may('members.lock') && <LockPanel key={profile.lock ? 'locked' : 'open'} profile={profile} onChanged={reload} />}
        <BreaksPanel account={account} canLift={may('members.breaks')} onChanged={reload} />
      </div>
    </div>
  );
}
