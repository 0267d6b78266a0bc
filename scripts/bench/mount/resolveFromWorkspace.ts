// The bench fixtures live in bench/, which is not a workspace package: bare imports there would
// only see the root node_modules. This plugin resolves them as the workspace would: the runtime
// as the widgets package sees it, the other Anstoss packages and zod as the runtime sees them,
// i18next and react-i18next (the fair peer's badge) as @anstoss/i18n sees them.
import path from 'node:path';
import type { Plugin } from 'vite';
import { fixturesDir, repoRoot } from '../paths.ts';

const WIDGETS_IMPORTER = path.join(repoRoot, 'widgets', 'runtime-entry.ts');
const RUNTIME_IMPORTER = path.join(repoRoot, 'packages', 'runtime', 'package.json');
const I18N_IMPORTER = path.join(repoRoot, 'packages', 'i18n', 'package.json');

function isBare(source: string): boolean {
  return (
    !source.startsWith('.') &&
    !source.startsWith('/') &&
    !source.startsWith('\0') &&
    !path.isAbsolute(source)
  );
}

export function resolveFromWorkspace(): Plugin {
  return {
    name: 'anstoss-bench-resolve-from-workspace',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(fixturesDir) || !isBare(source)) return null;
      const context = source.startsWith('@anstoss/runtime')
        ? WIDGETS_IMPORTER
        : source.startsWith('@anstoss/') || source.startsWith('zod')
          ? RUNTIME_IMPORTER
          : source.startsWith('i18next') || source.startsWith('react-i18next')
            ? I18N_IMPORTER
            : null;
      if (!context) return null;
      return this.resolve(source, context, { ...options, skipSelf: true });
    },
  };
}
