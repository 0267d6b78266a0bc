import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageSources, readLanguage } from './languages.ts';
import type { SourceFile } from './repo-rules.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Source files git knows of (tracked or new and not ignored), as the rules see them. */
export function readSourceFiles(): SourceFile[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((p) => /\.(ts|tsx|mts|js|mjs)$/.test(p) && !p.endsWith('.d.ts'))
    .flatMap((p) => {
      try {
        return [{ path: p, text: readFileSync(path.join(repoRoot, p), 'utf8') }];
      } catch {
        return []; // deleted in the working tree
      }
    });
}

/** The declaration that types the translation keys, and the German files it must cover. */
export function readTranslationTypes(): { declaration: SourceFile; sources: string[] } {
  const declarationPath = 'widgets/translations.d.ts';
  return {
    declaration: {
      path: declarationPath,
      text: readFileSync(path.join(repoRoot, declarationPath), 'utf8'),
    },
    sources: languageSources(repoRoot, 'de').map((file) =>
      path.relative(repoRoot, file).split(path.sep).join('/'),
    ),
  };
}

/** The merged language files, as the build ships them. */
export function readLanguages(): Record<string, Record<string, unknown>> {
  return { de: readLanguage(repoRoot, 'de'), en: readLanguage(repoRoot, 'en') };
}
