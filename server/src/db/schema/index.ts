/**
 * The gateway's schema, one file per area. Later waves (games, points,
 * missions, agent contracts) add their own files here and a migration each.
 */
export * from './brand';
export * from './content';
export * from './members';
export * from './sign-ins';
export * from './verification';
export * from './wallet';
export * from './messages';
export * from './points';
export * from './games';
export * from './bets';
export * from './provider';
export * from './wallet-api';
export * from './funds';
export * from './rewards';
export * from './wagering';
export * from './agents';
export * from './loyalty';
export * from './content-versions';
export * from './backoffice';
export * from './protection-breaks';
export * from './protection-limits';
export * from './bonus-stakes';
export * from './content-drafts';
export * from './backoffice-disputes';
