/**
 * New databases, on disk and in memory, start from the template of an empty database
 * (db/template.ts): the first makes it, later ones load it, an existing database is resumed as it
 * is, and a broken template is dropped for initdb.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from './pglite.ts';
import { readTemplate, templatePath, writeTemplate } from './template.ts';

let root = '';
const previous = process.env.PGLITE_TEMPLATE_DIR;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'anstoss-template-'));
  process.env.PGLITE_TEMPLATE_DIR = join(root, 'cache');
});
afterAll(() => {
  if (previous === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
  else process.env.PGLITE_TEMPLATE_DIR = previous;
  rmSync(root, { recursive: true, force: true });
});

describe('empty-database template', () => {
  it('is made by the first new database and gives later ones a working, empty database', async () => {
    const first = await openPglite(join(root, 'a'));
    expect(existsSync(templatePath())).toBe(true);
    await first.exec('CREATE TABLE t (v int); INSERT INTO t VALUES (1);');
    await first.close();

    const second = await openPglite(join(root, 'b'));
    expect(await second.query(`SELECT to_regclass('t') IS NULL AS empty`)).toEqual([
      { empty: true },
    ]);
    await second.close();

    // An existing database is resumed, not replaced.
    const again = await openPglite(join(root, 'a'));
    expect(await again.query('SELECT v FROM t')).toEqual([{ v: 1 }]);
    await again.close();
  }, 180_000);

  it('gives in-memory databases (every test database) the template too', async () => {
    // A template with a mark: a database that has the mark came from it, not from initdb.
    const marking = new PGlite({ loadDataDir: readTemplate() });
    await marking.exec('CREATE TABLE from_template (v int);');
    await writeTemplate(await marking.dumpDataDir('none'));
    await marking.close();

    const db = await openPglite();
    expect(await db.query(`SELECT to_regclass('from_template') IS NOT NULL AS marked`)).toEqual([
      { marked: true },
    ]);
    await db.close();
  }, 180_000);

  it('drops a broken template and runs initdb instead', async () => {
    writeFileSync(templatePath(), 'not a tar file');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const db = await openPglite(join(root, 'c'));
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await db.close();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('template did not load'),
        expect.anything(),
      );
      expect(existsSync(templatePath())).toBe(false);
    } finally {
      warn.mockRestore();
    }
  }, 180_000);
});
