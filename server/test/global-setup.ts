/** Vitest's global setup for the node project: the seeded PGlite image every test gateway starts from. */
import { preparePgliteImage } from './pglite-image';

export default async function setup(): Promise<() => void> {
  return preparePgliteImage();
}
