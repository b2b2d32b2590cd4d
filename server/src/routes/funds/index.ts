/** Member-centre money calls: wallets, deposits, withdrawals, transfer to upline, confirmation of receipt. */
import type { CallRoute } from '../../http/call-route';
import { confirmationRoutes } from './confirmations';
import { depositRoutes } from './deposits';
import { walletFundsRoutes } from './wallets';
import { withdrawalRoutes } from './withdrawals';

export const fundsRoutes: CallRoute<any>[] = [...walletFundsRoutes, ...depositRoutes, ...withdrawalRoutes, ...confirmationRoutes];
