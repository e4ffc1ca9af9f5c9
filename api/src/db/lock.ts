import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${dir} is in use by another process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop that process, set DATA_DIR to another folder, or use DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DirLock {
  file: string;
  release(): void;
}

/**
 * PGlite has no folder lock of its own and a second process corrupts the data, so hold
 * `<dir>.lock` (next to the folder, never inside it) containing our pid. O_EXCL makes the
 * create atomic; a lock left by a dead pid is taken over.
 */
export function acquireDirLock(dir: string): DirLock {
  const file = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      if (owner === process.pid) throw new DataDirLockedError(dir, owner);
      // Stale lock: remove and retry the exclusive create (another starter may win the race).
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not acquire the lock file ${file}`);
}
