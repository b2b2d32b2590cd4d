/** Deep space: two novas on every reel, and five of them pay 250× the bet. */
import { machineFrom } from '../machine';
import type { SlotTheme } from './theme';

export const spaceTheme: SlotTheme = {
  id: 'space',
  machine: machineFrom({
    symbols: ['jack', 'queen', 'king', 'ace', 'planet', 'rocket', 'alien', 'wild', 'nova'],
    reelCounts: [
      [7, 7, 6, 6, 4, 3, 2, 1, 2],
      [7, 7, 6, 5, 4, 3, 2, 1, 2],
      [7, 6, 6, 5, 4, 3, 2, 1, 2],
      [7, 7, 6, 5, 4, 3, 2, 1, 2],
      [7, 7, 6, 6, 4, 3, 2, 1, 2],
    ],
    pays: {
      jack: [10, 25, 80],
      queen: [10, 25, 80],
      king: [15, 35, 100],
      ace: [15, 50, 125],
      planet: [25, 80, 250],
      rocket: [40, 125, 500],
      alien: [70, 250, 1500],
      wild: [125, 750, 3000],
    },
    wild: 'wild',
    scatter: 'nova',
    scatterPays: { 3: 4, 4: 15, 5: 250 },
  }),
};
