/**
 * The required coverage per machine, from `model-thresholds.json`:
 *   { "default": { "states": 100, "transitions": 100 },
 *     "machines": { "speedTest": { "transitions": 90, "reason": "why less is fine" } } }
 * A missing file means the default: every state and every transition.
 * An override without a reason is refused, so lowering the bar stays a decision.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Threshold {
  states: number;
  transitions: number;
  reason?: string;
  /** What the screens alone must reach, for machines whose UI paths are generated (tests/e2e/model-ui/<id>.spec.ts). */
  ui?: { states: number; transitions: number; reason?: string };
}

export interface Thresholds {
  default: Threshold;
  machines: Record<string, Threshold>;
}

export const fullCoverage: Threshold = { states: 100, transitions: 100 };

const percent = (value: unknown, where: string, fallback: number): number => {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || value < 0 || value > 100) throw new Error(`${where} must be a number from 0 to 100`);
  return value;
};

export function parseThresholds(raw: unknown, source = 'thresholds'): Thresholds {
  const data = (raw ?? {}) as { default?: Partial<Threshold>; machines?: Record<string, Partial<Threshold>> };
  const uiOf = (given: Partial<Threshold['ui']> | undefined, where: string, fallback: Threshold['ui']): Threshold['ui'] =>
    given === undefined && fallback === undefined
      ? undefined
      : {
          states: percent(given?.states, `${where}.ui.states`, fallback?.states ?? 100),
          transitions: percent(given?.transitions, `${where}.ui.transitions`, fallback?.transitions ?? 100),
          ...(given?.reason ? { reason: given.reason } : {}),
        };
  const base: Threshold = {
    states: percent(data.default?.states, `${source}: default.states`, 100),
    transitions: percent(data.default?.transitions, `${source}: default.transitions`, 100),
  };
  const baseUi = uiOf(data.default?.ui, `${source}: default`, undefined);
  if (baseUi) base.ui = baseUi;
  const machines: Record<string, Threshold> = {};
  for (const [id, override] of Object.entries(data.machines ?? {})) {
    const lowersAll = override.states !== undefined || override.transitions !== undefined;
    if (lowersAll && (typeof override.reason !== 'string' || !override.reason.trim())) throw new Error(`${source}: machines.${id} lowers the bar without a "reason"`);
    if (override.ui && !override.ui.reason?.trim()) throw new Error(`${source}: machines.${id}.ui lowers the bar without a "reason"`);
    machines[id] = {
      states: percent(override.states, `${source}: machines.${id}.states`, base.states),
      transitions: percent(override.transitions, `${source}: machines.${id}.transitions`, base.transitions),
      ...(override.reason ? { reason: override.reason } : {}),
    };
    const ui = uiOf(override.ui, `${source}: machines.${id}`, base.ui);
    if (ui) machines[id].ui = ui;
  }
  return { default: base, machines };
}

export function loadThresholds(file: string): Thresholds {
  if (!existsSync(file)) return { default: fullCoverage, machines: {} };
  return parseThresholds(JSON.parse(readFileSync(file, 'utf8')), file);
}

export const thresholdFor = (thresholds: Thresholds, machineId: string): Threshold => thresholds.machines[machineId] ?? thresholds.default;
