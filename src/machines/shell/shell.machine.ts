/**
 * The shell: which modal is open (one at a time, the newest replaces the
 * current one) and whether the side menu is open. Entering a route puts the
 * side menu in that route's default position; the visitor may toggle it.
 */
import { assign, setup } from 'xstate';
import type { ModalName } from './modal-names';
import { isMenuClosedPath } from './side-menu-routes';

export interface ShellContext {
  modal: ModalName | null;
  modalProps: Record<string, unknown> | null;
  sideMenuOpen: boolean;
  pathname: string;
}

export type ShellEvent =
  | { type: 'modal.open'; modal: ModalName; props?: Record<string, unknown> }
  | { type: 'modal.close' }
  | { type: 'sideMenu.toggle' }
  | { type: 'sideMenu.set'; open: boolean }
  | { type: 'route.enter'; pathname: string };

export interface ShellInput {
  pathname: string;
}

export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
    input: {} as ShellInput,
  },
  guards: {
    isMenuClosedRoute: ({ context }) => isMenuClosedPath(context.pathname),
    isOpenRequested: (_, params: { open: boolean }) => params.open,
    isCloseRequested: (_, params: { open: boolean }) => !params.open,
  },
  actions: {
    storeModal: assign((_, params: { modal: ModalName; props?: Record<string, unknown> }) => ({
      modal: params.modal,
      modalProps: params.props ?? null,
    })),
    clearModal: assign({ modal: null, modalProps: null }),
    storePathname: assign((_, params: { pathname: string }) => ({ pathname: params.pathname })),
    markMenuOpen: assign({ sideMenuOpen: true }),
    markMenuClosed: assign({ sideMenuOpen: false }),
  },
}).createMachine({
  id: 'shell',
  context: ({ input }) => ({ modal: null, modalProps: null, sideMenuOpen: false, pathname: input.pathname }),
  type: 'parallel',
  states: {
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'modal.open': { target: 'open', actions: { type: 'storeModal', params: ({ event }) => event } },
          },
        },
        open: {
          on: {
            'modal.open': {
              target: 'open',
              reenter: true,
              actions: { type: 'storeModal', params: ({ event }) => event },
              description: 'One modal at a time: the newest replaces the one on screen.',
            },
            'modal.close': { target: 'closed', actions: 'clearModal' },
          },
        },
      },
    },
    sideMenu: {
      initial: 'routing',
      on: {
        'route.enter': {
          target: '.routing',
          actions: { type: 'storePathname', params: ({ event }) => event },
          description: 'Each route puts the menu in its own default position.',
        },
      },
      states: {
        routing: {
          always: [{ guard: 'isMenuClosedRoute', target: 'closed' }, { target: 'open' }],
        },
        open: {
          entry: 'markMenuOpen',
          on: {
            'sideMenu.toggle': 'closed',
            'sideMenu.set': { guard: { type: 'isCloseRequested', params: ({ event }) => event }, target: 'closed' },
          },
        },
        closed: {
          entry: 'markMenuClosed',
          on: {
            'sideMenu.toggle': 'open',
            'sideMenu.set': { guard: { type: 'isOpenRequested', params: ({ event }) => event }, target: 'open' },
          },
        },
      },
    },
  },
});
