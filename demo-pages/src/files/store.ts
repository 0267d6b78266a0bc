/**
 * The bytes of uploaded files, one file per upload under the data folder (DATA_DIR/files by
 * default). Names are the upload ids (random, base64url), checked before they touch a path;
 * writes go to a temporary name first, so a crash never leaves half a picture under a real id.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ID = /^[A-Za-z0-9_-]{16,64}$/;

export function isFileId(id: string): boolean {
  return ID.test(id);
}

/** A new upload id: 18 random bytes, 24 URL-safe characters. */
export function newFileId(): string {
  return randomBytes(18).toString('base64url');
}

export class BlobStore {
  private dir: string | null;
  constructor(dir: string | undefined) {
    this.dir = dir ?? null;
  }

  /** The folder; without a configured one (tests) a fresh temporary folder, made on first use. */
  get folder(): string {
    this.dir ??= mkdtempSync(join(tmpdir(), 'anstoss-files-'));
    return this.dir;
  }

  private path(id: string): string {
    if (!isFileId(id)) throw new Error(`not a file id: ${id}`);
    return join(this.folder, id);
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const target = this.path(id);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(id: string): Promise<Uint8Array | null> {
    if (!isFileId(id)) return null;
    try {
      return new Uint8Array(await readFile(this.path(id)));
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    if (isFileId(id)) await rm(this.path(id), { force: true });
  }

  /**
   * Temporary files of writes that never finished (the process was killed mid-upload): run at
   * start, before any request can be writing one. Returns how many went.
   */
  async removeTemporary(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return 0;
    }
    const stale = names.filter((name) => name.endsWith('.tmp'));
    await Promise.all(stale.map((name) => rm(join(this.folder, name), { force: true })));
    return stale.length;
  }

  /** Every stored file goes (the admin reset seeds the data again). */
  async clear(): Promise<void> {
    if (this.dir === null) return;
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
  }
}
