import type { Db } from '../db';

export interface DemoAccount {
  username: string;
  password: string;
  role: string;
}

/** Demo accounts printed by `npm start`. */
export const demoAccounts: DemoAccount[] = [];

export async function seedMembers(_db: Db): Promise<void> {}
