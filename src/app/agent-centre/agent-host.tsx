/**
 * Hosts the agent centre beside the member centre's host: `?ac=<page>`
 * loads the centre's chunk. Only this line is in the entry chunk.
 */
import { createCentreHost, type HostedOverlayProps } from '../member-centre/centre-host';

export type AgentOverlayProps = HostedOverlayProps;

export const AgentCentreHost = createCentreHost('ac', () => import('./agent-centre-overlay'), 'agent-centre');
