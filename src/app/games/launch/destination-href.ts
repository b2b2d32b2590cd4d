/** A launch destination as an in-app address (`/lottery?gameCode=…&playType=…`). */
import type { Destination } from '../../../machines/game-launch/game-launch-rules';

export const hrefOf = (destination: Destination): string => {
  const query = new URLSearchParams(destination.search).toString();
  return query ? `${destination.to}?${query}` : destination.to;
};
