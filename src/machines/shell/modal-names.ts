/** Every modal the shell can open; a file `src/app/modals/<kebab-name>-modal.tsx` renders each. */
export const modalNames = [
  'login',
  'register',
  'registerSuccess',
  'forgotPassword',
  'changePassword',
  'announcements',
  'appDownload',
  'speedTest',
  'notice',
  'customerService',
  'confirmLogout',
  'trialWarning',
  'language',
  'vassalageGames',
  'gameMaintenance',
  'gameLaunchFailed',
  'contracts',
  'sessionHandover',
] as const;

export type ModalName = (typeof modalNames)[number];
