/**
 * One process per PGlite data folder. PGlite keeps the folder's files open and writes them on
 * close; a second process on the same folder died with a long WebAssembly stack dump. The lock
 * is a file beside the folder (`<DATA_DIR>.lock`) holding the owner's process id: a lock whose
 * process is gone (a SIGKILL, a crash) is taken over, a live one stops the start with one line.
 */
import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `${dataDir} is in use by process ${pid} (another reference CMS). Stop it, or start this one with another DATA_DIR or with DATABASE_URL.`,
    );
    this.name = 'DataDirInUse';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock for this process; returns its release. Throws DataDirInUse. */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(pid));
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8') === String(pid)) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== pid && alive(owner))
        throw new DataDirInUse(dataDir, owner);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
