/**
 * Event cases for path generation over the shell machine: opening two
 * different modals (so replacement is reached), closing, toggling and setting
 * the side menu, and entering a route of each side-menu default.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ShellEvent, ShellInput } from './shell.machine';

export const shellEvents: ShellEvent[] = [
    { type: 'modal.open', modal: 'login', props: { mode: 'login' } },
    { type: 'modal.open', modal: 'language' },
    { type: 'modal.close' },
    { type: 'sideMenu.toggle' },
    { type: 'sideMenu.set', open: true },
    { type: 'sideMenu.set', open: false },
    { type: 'route.enter', pathname: '/' },
    { type: 'route.enter', pathname: '/seamless' },
];

export const shellModel: MachineModel<EventObject> = {
  events: shellEvents,
  /** Which modal is open and where the menu is; the path itself only matters through the menu. */
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, modal: snapshot.context.modal, closedRoute: snapshot.context.pathname === '/seamless' }),
  input: { pathname: '/' } satisfies ShellInput,
  /** The first route decides the menu's first position: a route that keeps it closed. */
  inputs: [{ name: 'menuClosedRoute', input: { pathname: '/seamless' } satisfies ShellInput }],
};
