/**
 * A lottery screen behind the session's launchGame gate: a visitor gets the
 * login popup and a page saying lottery needs an account, a trial account
 * the in_need_true_account warning; a member gets the lottery lobby.
 */
import { useEffect } from 'react';
import { LotteryLoginRequired } from '../../../components/lottery/lottery-login-required';
import { RoutePending } from '../../../components/layout/route-pending';
import type { LotteryScreen as LotteryScreenName } from '../../../services/games.actors';
import { selectModal } from '../../../machines/shell/shell.selectors';
import { useApp } from '../../app-context';
import { LotteryLobbyHost } from './lottery-lobby-host';
import { useLaunchVerdict } from './use-launch-verdict';

export function LotteryScreen({ screen, gameCode }: { screen: LotteryScreenName; gameCode: string | null }) {
  const { actors } = useApp();
  const verdict = useLaunchVerdict();
  const openLogin = () => actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } });

  useEffect(() => {
    // A popup already open wins: a session that just expired has opened the login popup with its own notice.
    if (selectModal(actors.shell.getSnapshot()) !== null) return;
    if (verdict === 'login') openLogin();
    if (verdict === 'trialWarning') actors.shell.send({ type: 'modal.open', modal: 'trialWarning' });
  }, [verdict, actors.shell]);

  if (verdict === 'asking') return <RoutePending />;
  if (verdict === 'login') return <LotteryLoginRequired reason="login" onAction={openLogin} />;
  if (verdict === 'trialWarning') return <LotteryLoginRequired reason="trial" onAction={() => actors.shell.send({ type: 'modal.open', modal: 'trialWarning' })} />;
  return <LotteryLobbyHost screen={screen} gameCode={gameCode} />;
}
