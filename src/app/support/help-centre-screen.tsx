/**
 * The help centre (/helpmc, no header): the brand's help topics in the
 * reader's language. The topics load through the details machine (loading,
 * ready, failed with retry); a change of language mounts a fresh one, so
 * topics of the old language never stay on screen.
 */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import { HelpCentreView } from '../../components/support/help-centre-view';
import { withInspection } from '../../inspection/create-inspected-actor';
import { centreDetailsMachine } from '../../machines/centre-details/centre-details.machine';
import { selectDetails } from '../../machines/centre-details/centre-details.selectors';
import type { HelpTopic } from '../../services/schemas/system';
import { fetchHelpCenter } from '../../services/system.api';
import { useApp } from '../app-context';
import { navigateTo } from '../navigation';

export function HelpCentreScreen() {
  const { i18n } = useTranslation();
  return <HelpTopics key={i18n.language} language={i18n.language} />;
}

function HelpTopics({ language }: { language: string }) {
  const { http } = useApp();
  const router = useRouter();
  const logic = useMemo(
    () => centreDetailsMachine.provide({ actors: { loadDetails: fromPromise(({ signal }) => fetchHelpCenter(http, { language, signal })) } as never }),
    [http, language],
  );
  const actor = useActorRef(logic, withInspection());
  const view = useSelector(actor, selectDetails<HelpTopic[]>);
  return (
    <HelpCentreView
      status={view.status}
      topics={view.data ?? []}
      errorCode={view.errorCode}
      onRetry={() => actor.send({ type: 'details.retry' })}
      onHome={() => void navigateTo(router, '/')}
    />
  );
}
