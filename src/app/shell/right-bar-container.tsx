/** Wires the right bar to the status answer's resources and customer service. */
import { useSelector } from '@xstate/react';
import { RightBar, type RightBarLink } from '../../components/right-bar/right-bar';
import { findResource, selectCustomerService, selectResources } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';

const socialResources: { key: RightBarLink['key']; type: string }[] = [
  { key: 'telegram1', type: 'TELEGRAM1' },
  { key: 'telegram2', type: 'TELEGRAM2' },
  { key: 'facebook', type: 'FACEBOOK' },
];

export function RightBarContainer() {
  const { actors } = useApp();
  const resources = useSelector(actors.systemStatus, selectResources);
  const customerService = useSelector(actors.systemStatus, selectCustomerService);
  const links = socialResources.flatMap(({ key, type }) => {
    const resource = findResource(resources, type);
    return resource ? [{ key, url: resource.url }] : [];
  });
  return (
    <RightBar
      model={{ showCustomerService: customerService.length > 0, links }}
      onCustomerService={() => actors.shell.send({ type: 'modal.open', modal: 'customerService' })}
      onAppDownload={() => actors.shell.send({ type: 'modal.open', modal: 'appDownload' })}
    />
  );
}
