/** A slot theme: the machine (symbols, strips, pays) the server plays; the page draws the symbols and colours named by `id`. */
import type { SlotMachine } from '../machine';

export const slotThemeIds = ['fruit', 'ocean', 'pharaoh', 'dragon', 'space', 'jungle'] as const;
export type SlotThemeId = (typeof slotThemeIds)[number];

export interface SlotTheme {
  id: SlotThemeId;
  machine: SlotMachine;
}
