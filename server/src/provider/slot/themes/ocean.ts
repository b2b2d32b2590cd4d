/** Under the sea: the gentlest theme, two pearl scatters on every reel and many small wins. */
import { machineFrom } from '../machine';
import type { SlotTheme } from './theme';

export const oceanTheme: SlotTheme = {
  id: 'ocean',
  machine: machineFrom({
    symbols: ['jack', 'queen', 'king', 'shell', 'starfish', 'fish', 'chest', 'wild', 'pearl'],
    reelCounts: [
      [8, 8, 7, 5, 4, 3, 2, 1, 2],
      [8, 7, 7, 5, 4, 3, 2, 2, 2],
      [7, 7, 7, 5, 4, 3, 2, 2, 2],
      [8, 7, 7, 5, 4, 3, 2, 2, 2],
      [8, 8, 7, 5, 4, 3, 2, 1, 2],
    ],
    pays: {
      jack: [8, 25, 60],
      queen: [8, 25, 60],
      king: [10, 30, 100],
      shell: [15, 50, 150],
      starfish: [25, 80, 250],
      fish: [30, 125, 400],
      chest: [60, 250, 800],
      wild: [100, 500, 1500],
    },
    wild: 'wild',
    scatter: 'pearl',
    scatterPays: { 3: 2, 4: 15, 5: 60 },
  }),
};
