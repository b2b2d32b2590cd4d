/**
 * The sections of the Safer play page, top to bottom. Each protection adds
 * one entry: its key (test ids, `#<key>` anchors), the locale key of its
 * heading and its wired component, which loads and changes its own data.
 */
import type { ComponentType } from 'react';
import type { CentrePageProps } from '../../page-props';
import { BreaksSection } from './breaks-section';
import { LimitsSection } from './limits-section';
import { SessionTimeSection } from './session-time-section';
import { StatementSection } from '../statement-section';

export type SaferPlaySectionProps = Pick<CentrePageProps, 'go' | 'close'>;

export interface SaferPlaySection {
  key: string;
  titleKey: string;
  Component: ComponentType<SaferPlaySectionProps>;
}

export const saferPlaySections: SaferPlaySection[] = [
  { key: 'limits', titleKey: 'memberCentre.saferPlay.limits.title', Component: LimitsSection },
  { key: 'sessionTime', titleKey: 'memberCentre.saferPlay.sessionTime.title', Component: SessionTimeSection },
  { key: 'breaks', titleKey: 'memberCentre.saferPlay.breaks.title', Component: BreaksSection },
  { key: 'statement', titleKey: 'memberCentre.statement.title', Component: StatementSection },
];
