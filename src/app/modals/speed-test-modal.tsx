/** Speed test: a fresh speedTest actor per opening, pinging with the page's clock and fetch. */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { SpeedTestView } from '../../components/speed-test/speed-test-view';
import { inspectAll } from '../../inspection/create-inspected-actor';
import { selectSpeedTestView } from '../../machines/speed-test/speed-test.selectors';
import { domainOrigin } from '../../services/speed-test.api';
import { provideSpeedTest } from '../../services/speed-test.actors';
import { useApp } from '../app-context';
import type { ModalFrame } from './modal-props';

export const frame: ModalFrame = { width: 720, labelKey: 'speedTest.title' };

export default function SpeedTestModal() {
  const { http } = useApp();
  const logic = useMemo(
    () =>
      provideSpeedTest({
        http,
        fetch: (input, init) => window.fetch(input, init),
        now: () => performance.now(),
        random: Math.random,
        protocol: window.location.protocol,
      }),
    [http],
  );
  const actor = useActorRef(logic, { inspect: inspectAll });
  const view = useSelector(actor, selectSpeedTestView);
  return (
    <SpeedTestView
      view={view}
      onRetest={() => actor.send({ type: 'speedTest.retest' })}
      onOpen={(domainName) => window.open(`${domainOrigin(domainName, window.location.protocol)}${window.location.pathname}`, '_blank', 'noopener')}
    />
  );
}
