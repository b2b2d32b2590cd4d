/**
 * Customer service: opens the member's chat desk in the `service` popup and
 * closes itself; when the browser blocks the popup (or the opener asks for
 * `inline`), the chat shows here in an iframe instead.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { CustomerServiceUnavailable, CustomerServiceWindow } from '../../components/customer-service/customer-service-window';
import { selectCustomerService } from '../../machines/system-status/system-status.selectors';
import { customerServiceUrl, openCustomerServiceWindow } from '../../services/customer-service.api';
import { useApp } from '../app-context';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 440, flush: true, labelKey: 'customerService.title' };

type CustomerServiceProps = { inline: boolean; rankLevel: number };

function useRankLevel(override: number | undefined): number | null {
  const { actors, sessionAdapter } = useApp();
  const fromSession = useSelector(actors.session, (snapshot) => (snapshot && sessionAdapter?.selectRankLevel ? sessionAdapter.selectRankLevel(snapshot) : null));
  return typeof override === 'number' ? override : fromSession;
}

export default function CustomerServiceModal({ onClose, props }: ModalProps<CustomerServiceProps>) {
  const { actors } = useApp();
  const entries = useSelector(actors.systemStatus, selectCustomerService);
  const rankLevel = useRankLevel(props.rankLevel);
  const url = useMemo(() => customerServiceUrl(entries, rankLevel), [entries, rankLevel]);
  const [inline, setInline] = useState(props.inline === true);
  const tried = useRef(false);

  useEffect(() => {
    if (inline || !url || tried.current) return;
    tried.current = true;
    if (openCustomerServiceWindow(url)) onClose();
    else setInline(true);
  }, [inline, url, onClose]);

  if (!url) return <CustomerServiceUnavailable />;
  if (!inline) return null;
  return (
    <CustomerServiceWindow
      url={url}
      blocked={props.inline !== true}
      onOpenWindow={() => {
        if (openCustomerServiceWindow(url)) onClose();
      }}
    />
  );
}
