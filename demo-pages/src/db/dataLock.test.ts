import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './dataLock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'anstoss-lock-'));
  dirs.push(parent);
  return join(parent, 'data');
}

describe('lockDataDir: one process per PGlite folder', () => {
  it('a second owner is refused with one line naming the folder and the process', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    // The parent process of this test is alive and is not us: a second reference CMS.
    let error: unknown;
    try {
      lockDataDir(dir, process.ppid);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirInUse);
    expect((error as Error).message).toBe(
      `${dir} is in use by process ${process.pid} (another reference CMS). Stop it, or start this one with another DATA_DIR or with DATABASE_URL.`,
    );
    expect((error as Error).message).not.toContain('\n');
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir, process.ppid)(); // free again
  });

  it('a lock left by a killed process is taken over', async () => {
    const dir = dataDir();
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(`${dir}.lock`, String(pid));
    const release = lockDataDir(dir);
    release();
  });
});
