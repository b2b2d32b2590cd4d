/** The open page of the agent centre, loaded from `./pages/<kebab-name>-page.tsx` on first open. */
import type { ComponentType } from 'react';
import { createPageSlot } from '../member-centre/centre-page-slot';
import { agentPageFileOf, type AgentCentrePage } from './agent-pages';
import type { AgentPageProps } from './page-props';

const pageFiles = import.meta.glob<{ default: ComponentType<AgentPageProps> }>('./pages/*-page.tsx');

export const AgentPageSlot = createPageSlot<AgentCentrePage, AgentPageProps>(pageFiles, agentPageFileOf);
