// Where the bench reads and writes. Everything is resolved from the repository root, so the bench
// behaves the same whatever directory `pnpm bench` is started from.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const distDir = path.join(repoRoot, 'dist');
export const budgetsFile = path.join(repoRoot, 'scripts', 'budgets.json');
export const benchDir = path.join(repoRoot, 'bench');
export const fixturesDir = path.join(benchDir, 'fixtures');
export const benchBuildDir = path.join(benchDir, '.build');
export const resultsFile = path.join(benchDir, 'results', 'latest.json');
export const demoServerEntry = path.join(repoRoot, 'demo-pages', 'src', 'server.ts');
export const languageDir = path.join(repoRoot, 'shared', 'i18n');
/** The URL path under which the reference CMS serves dist/. */
export const staticPrefix = '/static/anstoss/1.0.0/';
