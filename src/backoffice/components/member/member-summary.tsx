/** Who the member is: profile, wallets, lock, agent tree position and contracts, and the protection they chose. */
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../../services/members.api';
import { formatTime } from '../format';

export function MemberSummary({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation();
  const time = (ms: number | null) => formatTime(ms, i18n.language);
  const facts: [string, string][] = [
    ['nickname', profile.nickname],
    ['mobile', profile.mobile ? `${profile.mobile}${profile.mobileVerified ? ` ✓` : ''}` : '—'],
    ['email', profile.email ? `${profile.email}${profile.emailVerified ? ` ✓` : ''}` : '—'],
    ['type', t(`backoffice.member.types.${profile.type}`, { defaultValue: String(profile.type) })],
    ['rank', `${profile.clubLabel} (${profile.rankLevel})`],
    ['language', profile.language],
    ['joined', time(profile.createdAt)],
    ['firstLogin', time(profile.firstLoginAt)],
  ];
  const { agent, protection } = profile;
  return (
    <section className="bo-card bo-summary" aria-labelledby="member-heading">
      <div className="bo-summary__head">
        <h1 id="member-heading">{profile.account}</h1>
        <p role="status" data-testid="lock-state" className={profile.lock ? 'bo-badge bo-badge--danger' : 'bo-badge'}>
          {profile.lock ? t('backoffice.member.locked', { by: profile.lock.lockedBy, reason: profile.lock.reason }) : t('backoffice.member.active')}
        </p>
      </div>
      <dl className="bo-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`backoffice.member.facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('backoffice.member.wallets')}</h2>
      <ul className="bo-wallets" data-testid="member-wallets">
        {profile.wallets.length === 0 && <li className="bo-muted">0.00</li>}
        {profile.wallets.map((wallet) => (
          <li key={wallet.accountTypeId}>
            <span>{wallet.accountTypeId === 0 ? t('backoffice.member.mainWallet') : t('backoffice.member.subWallet', { id: wallet.accountTypeId })}</span>
            <strong className="bo-num">{wallet.balance}</strong>
          </li>
        ))}
      </ul>
      <h2>{t('backoffice.member.agent.heading')}</h2>
      <p>
        {agent.uplines.length ? t('backoffice.member.agent.uplines', { chain: agent.uplines.join(' › ') }) : t('backoffice.member.agent.top')}{' '}
        {t('backoffice.member.agent.team', { direct: agent.directDownlines, total: agent.teamSize })}
      </p>
      {agent.contracts.length > 0 && (
        <ul className="bo-plain">
          {agent.contracts.map((contract, index) => (
            <li key={index}>{t('backoffice.member.agent.contract', { kind: contract.kind, status: contract.status, role: t(`backoffice.member.agent.${contract.role}`), counterpart: contract.counterpart })}</li>
          ))}
        </ul>
      )}
      <h2>{t('backoffice.member.protection.heading')}</h2>
      <ul className="bo-plain" data-testid="member-protection">
        {protection.limits.map((limit) => (
          <li key={`${limit.kind}:${limit.window}`}>
            {t('backoffice.member.protection.limit', { kind: t(`backoffice.member.protection.kinds.${limit.kind}`), window: t(`backoffice.member.protection.windows.${limit.window}`), amount: limit.amount })}
            {limit.pending && ` ${t('backoffice.member.protection.pending', { amount: limit.pending, time: time(limit.pendingEffectiveAt) })}`}
          </li>
        ))}
        {protection.breaks.map((item) => (
          <li key={item.startedAt}>{t(`backoffice.member.protection.${item.kind === 'exclusion' ? 'exclusion' : 'timeout'}`, { from: time(item.startedAt), until: item.endsAt ? time(item.endsAt) : t('backoffice.member.protection.forever') })}</li>
        ))}
        {protection.sessionLimitMinutes !== null && <li>{t('backoffice.member.protection.sessionLimit', { minutes: protection.sessionLimitMinutes })}</li>}
        {protection.realityCheckMinutes !== null && <li>{t('backoffice.member.protection.realityCheck', { minutes: protection.realityCheckMinutes })}</li>}
        {protection.limits.length + protection.breaks.length === 0 && protection.sessionLimitMinutes === null && <li className="bo-muted">{t('backoffice.member.protection.none')}</li>}
      </ul>
    </section>
  );
}
