/**
 * Launch tokens and play session ids are bearer secrets: 32 random bytes
 * that travel to the page, while the database keeps only their SHA-256, so
 * a copy of the tables opens no game.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
