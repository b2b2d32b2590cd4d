/**
 * Runs before every file of the node and dom projects, whose workers share
 * modules between files (isolate: false): the hosts a fetched status answer
 * named are one record per page (src/services/dialect/address-hosts.ts), so
 * each file starts as a page that has fetched no status yet.
 */
import { beforeAll } from 'vitest';
import { rememberStatusHosts, setGatewayAddress } from '../../src/services/dialect/address-hosts';

beforeAll(() => {
  setGatewayAddress('');
  rememberStatusHosts({ imageCDNs: [], launchGameCDNs: [] });
});
