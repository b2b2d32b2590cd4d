/** The classic fruit machine: cherries to sevens, a gem scatter. */
import { machineFrom } from '../machine';
import type { SlotTheme } from './theme';

export const fruitTheme: SlotTheme = {
  id: 'fruit',
  machine: machineFrom({
    symbols: ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven', 'wild', 'scatter'],
    reelCounts: [
      [7, 7, 6, 5, 4, 3, 2, 1, 1],
      [7, 6, 6, 5, 4, 3, 2, 2, 1],
      [6, 6, 6, 5, 4, 3, 2, 2, 1],
      [7, 6, 6, 5, 4, 3, 2, 1, 1],
      [7, 7, 6, 5, 4, 3, 1, 1, 1],
    ],
    pays: {
      cherry: [9, 20, 50],
      lemon: [9, 20, 50],
      orange: [12, 40, 100],
      plum: [15, 45, 150],
      bell: [20, 70, 200],
      bar: [30, 120, 400],
      seven: [50, 250, 1000],
      wild: [100, 500, 2500],
    },
    wild: 'wild',
    scatter: 'scatter',
    scatterPays: { 3: 3, 4: 15, 5: 100 },
  }),
};
