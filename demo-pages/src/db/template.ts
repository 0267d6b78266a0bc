/**
 * A new PGlite database on disk starts as a copy of an empty one instead of running initdb there.
 * initdb writes thousands of small files through PGlite's Node file system: seconds of work,
 * about a third of a first start. Made in memory, packed as a tar file and unpacked into the
 * data folder, the same empty database costs a fraction of that. The tar file is made once per
 * PGlite version and kept in `node_modules/.cache/anstoss-demo/` (PGLITE_TEMPLATE_DIR
 * elsewhere); written under a temporary name and renamed, so a reader never sees half a file.
 * One that still fails to load is removed and initdb runs as before. In-memory databases (every
 * test database) start from the same template: initdb in memory still costs seconds of CPU.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const PACKAGE_JSON = fileURLToPath(
  new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);
const DEFAULT_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/anstoss-demo/', import.meta.url),
);

function pgliteVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Where the template of this PGlite version lives. */
export function templatePath(dir = process.env.PGLITE_TEMPLATE_DIR || DEFAULT_DIR): string {
  return join(dir, `pglite-${pgliteVersion()}-empty.tar`);
}

/** The template as loadDataDir takes it, or undefined when there is none yet. */
export function readTemplate(path = templatePath()): Blob | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return undefined;
  }
}

/** Keeps the data folder of a just-made empty database; a failure only costs the next start. */
export async function writeTemplate(dump: Blob, path = templatePath()): Promise<void> {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, path);
  } catch {
    rmSync(temporary, { force: true });
  }
}

/** A template that failed to load goes, so the next start makes a new one. */
export function dropTemplate(path = templatePath()): void {
  rmSync(path, { force: true });
}

/** Runs initdb in memory and keeps the result as the template. */
export async function makeTemplate(path = templatePath()): Promise<Blob> {
  const empty = new PGlite();
  await empty.waitReady;
  const dump = await empty.dumpDataDir('none');
  await empty.close();
  await writeTemplate(dump, path);
  return dump;
}
