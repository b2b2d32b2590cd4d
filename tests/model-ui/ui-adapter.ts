/**
 * What a machine's UI adapter tells the generated UI paths: how to open the
 * screen for each input variant, which Playwright action stands for each
 * event case of its `.model.ts`, which events the system itself produces
 * (a gateway answer, a timer: nothing to do but wait for what follows), and
 * how the screen shows each state. Kept apart from the machine, as
 * xstate's dieHard example keeps its per-state assertions and per-event
 * executors apart from the model.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { MachineModel } from '../../src/machines/model-types';
import type { TestGateway } from '../e2e/support/gateway';
import type { GatewayConfig } from '../../server/src/config';

/** What every action and assertion gets: the page and the test's own gateway. */
export interface UiWorld {
  page: Page;
  gateway: TestGateway;
  /** The path's later events, for actions that must arrange an answer before they press a button. */
  upcoming: readonly EventObject[];
  /** The snapshot the machine should reach with the event being acted out (timers: how far to move the page clock). */
  next?: AnyMachineSnapshot;
}

export interface UiVariant {
  /** The machine input this variant starts from (the model's input when omitted). */
  input?: unknown;
  /** Brings the screen up with the machine in its initial state. */
  open(world: UiWorld): Promise<void>;
}

export interface UiAdapter {
  machine: AnyStateMachine;
  model: MachineModel;
  /** Input variants the UI can set up, by name; the model's other variants are named in `notFromUi`. */
  variants: Record<string, UiVariant>;
  /** Keeps only the event cases the real system and screen can produce from this snapshot. */
  filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean;
  /** Event type → Playwright action; events listed in `automatic` need none. */
  actions: Record<string, (world: UiWorld, event: EventObject) => Promise<void>>;
  /** Event types the system produces by itself once the preceding action ran (answers, timers, raised events). */
  automatic: readonly string[];
  /** State node id → how the screen shows it; checked after every step that rests there. */
  states: Record<string, (world: UiWorld, expected: AnyMachineSnapshot) => Promise<void>>;
  /** Keys (`state:<id>`, `transition:<key>`, `variant:<name>`) a UI cannot reach, each with why. */
  notFromUi: Record<string, string>;
  /** Settings the spec's gateway starts with besides the portal's (the back office needs an operator key). */
  gatewayConfig?: Partial<GatewayConfig>;
  /**
   * Keeps every path of the spec on one day of the gateway's clock instead of moving it a day per path: an
   * operator's session, opened once per spec, would not outlive a day.
   */
  sameDay?: boolean;
}
