/**
 * The back office's entry (backoffice.html). It imports nothing of the
 * portal's start-up (see vite.config.ts), so the two pages share only the
 * libraries' chunks.
 */
import { start } from './start';

void start();
