/** What every wallet call runs with: the database, the moment, the caller (already verified) and the brand's currency. */
import type { Db } from '../../db';
import type { AllowedGames } from './games';

export interface WalletContext {
  db: Db;
  now: number;
  providerId: string;
  currency(): Promise<string>;
  /** The game a bet names, if the provider may serve it (kept until the content version moves). */
  allowedGame: AllowedGames;
}
