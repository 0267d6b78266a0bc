import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The start page and the error pages stand alone; every other page shows where it sits.
const WITHOUT = new Set(['home.ts', 'errors.ts']);

describe('breadcrumbs', () => {
  it('every page view but the start and error pages passes breadcrumbs to renderPage', () => {
    const dir = new URL('.', import.meta.url);
    const missing = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !WITHOUT.has(file))
      .filter((file) => {
        const text = readFileSync(new URL(file, dir), 'utf8');
        const pages = text.match(/\brenderPage\(/g)?.length ?? 0;
        const crumbs = text.match(/\bbreadcrumbs:/g)?.length ?? 0;
        return crumbs < pages;
      });
    expect(missing).toEqual([]);
  });
});
