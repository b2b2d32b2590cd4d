/**
 * One gateway process per PGlite data folder. Two processes on one folder corrupt it (the second opens the files
 * before anything else fails), so the gateway takes this lock before it opens the folder: a file beside the folder
 * holding its pid, created exclusively. A lock whose pid is gone is stale and taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The PGlite data folder ${dataDir} is in use by another gateway process (pid ${pid}). Stop that process first, or set DATA_DIR to another folder.`);
    this.name = 'DataDirLockedError';
  }
}

export const lockPathOf = (dataDir: string): string => `${resolve(dataDir)}.lock`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockPath: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock for this process or throws DataDirLockedError naming the holder. Returns the release. */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${pid}\n`);
      closeSync(fd);
      return () => {
        if (holderOf(lockPath) === pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockPath);
      if (holder !== null && holder !== pid && processAlive(holder)) throw new DataDirLockedError(resolve(dataDir), holder);
      // Stale (its process is gone, or the file is empty from a crash mid-write): remove it and try again.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
