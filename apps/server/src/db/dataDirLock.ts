import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {}

/** A held lock on DATA_DIR; release it on shutdown. */
export interface DataDirLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

const LOCK_FILE = 'relata.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive lock on the data directory. PGlite has no lock of its own and two
 * processes on one directory corrupt it, so a second server must refuse to start. The lock
 * file is created atomically (link of a complete temp file); a lock left by a process that no
 * longer runs on this host (a crash, SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  const tmp = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(tmp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(tmp, file);
        return {
          release() {
            const owner = readOwner(file);
            if (owner?.pid === me.pid && owner.startedAt === me.startedAt)
              fs.rmSync(file, { force: true });
          },
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const owner = readOwner(file);
      const stale =
        owner === undefined ||
        (owner.host === me.host && (owner.pid === process.pid || !isAlive(owner.pid)));
      if (!stale) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Relata server (pid ${owner.pid} on ${owner.host}, ` +
            `started ${owner.startedAt}). The embedded database allows one process at a time: stop that ` +
            `server, choose another DATA_DIR, or set DATABASE_URL to run several nodes on PostgreSQL.`,
        );
      }
      // Move the stale lock aside atomically so that two starters cannot both remove it.
      const aside = `${file}.stale.${process.pid}.${attempt}`;
      try {
        fs.renameSync(file, aside);
      } catch {
        continue; // Someone else moved it first; try linking again.
      }
      const moved = readOwner(aside);
      if (moved && owner && (moved.pid !== owner.pid || moved.startedAt !== owner.startedAt)) {
        // A concurrent starter replaced the stale lock between our read and our rename: give it back.
        fs.renameSync(aside, file);
        continue;
      }
      fs.rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; try again.`);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
