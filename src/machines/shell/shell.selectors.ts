/** Snapshot → what the shell's views read. */
import type { SnapshotFrom } from 'xstate';
import type { shellMachine } from './shell.machine';

export type ShellSnapshot = SnapshotFrom<typeof shellMachine>;

export const selectModal = (snapshot: ShellSnapshot) => snapshot.context.modal;
export const selectModalProps = (snapshot: ShellSnapshot) => snapshot.context.modalProps;
export const selectSideMenuOpen = (snapshot: ShellSnapshot) => snapshot.context.sideMenuOpen;
