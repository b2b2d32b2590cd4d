/** The dragon's hoard: coins, lanterns and gold ingots, a jade scatter whose five pay 88×. */
import { machineFrom } from '../machine';
import type { SlotTheme } from './theme';

export const dragonTheme: SlotTheme = {
  id: 'dragon',
  machine: machineFrom({
    symbols: ['jack', 'queen', 'king', 'ace', 'coin', 'lantern', 'ingot', 'wild', 'jade'],
    reelCounts: [
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
      [7, 6, 6, 5, 4, 3, 2, 2, 1],
      [6, 6, 6, 5, 4, 3, 2, 2, 1],
      [7, 6, 6, 5, 4, 3, 2, 2, 1],
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
    ],
    pays: {
      jack: [9, 20, 60],
      queen: [9, 20, 60],
      king: [11, 30, 90],
      ace: [13, 40, 120],
      coin: [20, 75, 200],
      lantern: [30, 120, 400],
      ingot: [60, 200, 800],
      wild: [120, 600, 2000],
    },
    wild: 'wild',
    scatter: 'jade',
    scatterPays: { 3: 2, 4: 20, 5: 88 },
  }),
};
