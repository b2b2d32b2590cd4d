/** The pharaoh's tomb: the wildest theme, rare eyes of Horus on the last reel and a 7,500× line of wilds. */
import { machineFrom } from '../machine';
import type { SlotTheme } from './theme';

export const pharaohTheme: SlotTheme = {
  id: 'pharaoh',
  machine: machineFrom({
    symbols: ['jack', 'queen', 'king', 'ace', 'ankh', 'scarab', 'eye', 'wild', 'pyramid'],
    reelCounts: [
      [8, 7, 6, 6, 3, 3, 2, 1, 1],
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
      [8, 7, 6, 6, 3, 3, 1, 1, 1],
    ],
    pays: {
      jack: [10, 25, 80],
      queen: [10, 25, 80],
      king: [12, 40, 100],
      ace: [15, 50, 150],
      ankh: [35, 125, 400],
      scarab: [50, 200, 800],
      eye: [100, 500, 2500],
      wild: [250, 1200, 7500],
    },
    wild: 'wild',
    scatter: 'pyramid',
    scatterPays: { 3: 5, 4: 20, 5: 200 },
  }),
};
