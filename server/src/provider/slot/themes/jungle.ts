/** The lost jungle temple: tiger paws, tiki masks and emeralds, an orchid scatter. */
import { machineFrom } from '../machine';
import type { SlotTheme } from './theme';

export const jungleTheme: SlotTheme = {
  id: 'jungle',
  machine: machineFrom({
    symbols: ['jack', 'queen', 'king', 'ace', 'paw', 'mask', 'emerald', 'wild', 'orchid'],
    reelCounts: [
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
      [7, 6, 6, 5, 4, 3, 2, 2, 1],
      [7, 6, 6, 5, 4, 3, 2, 2, 1],
      [7, 6, 6, 5, 4, 3, 2, 2, 1],
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
    ],
    pays: {
      jack: [9, 20, 50],
      queen: [9, 20, 50],
      king: [11, 30, 80],
      ace: [13, 40, 120],
      paw: [20, 70, 200],
      mask: [35, 125, 450],
      emerald: [60, 300, 1200],
      wild: [120, 600, 3000],
    },
    wild: 'wild',
    scatter: 'orchid',
    scatterPays: { 3: 2, 4: 12, 5: 100 },
  }),
};
