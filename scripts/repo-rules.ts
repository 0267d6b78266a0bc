/**
 * Rules that keep the house simple (ARCHITECTURE.md): a widget never imports another widget, only
 * `api.ts` files and packages/api perform network I/O, widgets leave the page only through the
 * runtime's navigation service, widgets load through the resource primitive (no AbortController
 * of their own), and every translation key used in code exists in both language
 * files. Pure functions over file contents, so the rules are tested on samples.
 */
import path from 'node:path';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  rule:
    | 'widget-imports-widget'
    | 'network-io-outside-api'
    | 'navigation-outside-service'
    | 'abort-controller-in-widget'
    | 'whole-store-subscription'
    | 'css-import-in-package'
    | 'missing-translation'
    | 'untyped-language-file';
  file: string;
  line: number;
  detail: string;
}

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function widgetOf(filePath: string): string | null {
  return /^widgets\/([^/]+)\//.exec(filePath)?.[1] ?? null;
}

export function findWidgetCrossImports(file: SourceFile): Violation[] {
  const own = widgetOf(file.path);
  if (!own) return [];
  const found: Violation[] = [];
  for (const match of file.text.matchAll(IMPORT_RE)) {
    const spec = match[1] ?? match[2] ?? '';
    let other: string | null = null;
    const pkg = /^@anstoss\/widget-([a-z0-9-]+)/.exec(spec);
    if (pkg?.[1] && pkg[1] !== own) other = pkg[1];
    if (spec.startsWith('.')) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), spec));
      const target = widgetOf(resolved);
      if (target && target !== own) other = target;
    }
    if (other) {
      found.push({
        rule: 'widget-imports-widget',
        file: file.path,
        line: lineOf(file.text, match.index),
        detail: `widget "${own}" imports "${spec}" (${other}); move shared code into packages/`,
      });
    }
  }
  return found;
}

const NETWORK_RE =
  /\bfetch\s*\(|\bXMLHttpRequest\b|from\s+['"]ky['"]|\bnavigator\.sendBeacon\b|\bnew\s+WebSocket\b|\bnew\s+EventSource\b/g;

/**
 * Files allowed to talk to the network: a widget's api.ts and the api package, and the runtime's
 * bare GET of the page's language file, started from runtime.js before the API client has loaded
 * (the layer fetches it again through the client when that GET fails). The mount bench's fixtures
 * (bench/fixtures/) are not shipped: its peer library loads the same language file as a team
 * without our API client would.
 */
export function mayDoNetworkIo(filePath: string): boolean {
  return (
    filePath.startsWith('packages/api/') ||
    filePath === 'packages/runtime/src/languagePreload.ts' ||
    filePath.startsWith('bench/fixtures/') ||
    /^widgets\/[^/]+\/src\/api\.ts$/.test(filePath) ||
    /\.(test|stories|e2e)\.tsx?$/.test(filePath) ||
    filePath.startsWith('demo-pages/') ||
    filePath.startsWith('scripts/') ||
    filePath.startsWith('stories/') ||
    filePath.startsWith('.storybook/')
  );
}

export function findNetworkIo(file: SourceFile): Violation[] {
  if (mayDoNetworkIo(file.path)) return [];
  return [...file.text.matchAll(NETWORK_RE)].map((match) => ({
    rule: 'network-io-outside-api' as const,
    file: file.path,
    line: lineOf(file.text, match.index),
    detail: `"${match[0].trim()}" outside an api.ts or packages/api`,
  }));
}

/**
 * Leaving or reloading the page by hand: location.assign/replace/reload, assigning location or its
 * href/hash/pathname/search, window.open. Reading location is fine.
 */
const NAVIGATION_RE =
  /\blocation\s*\.\s*(?:assign|replace|reload)\s*\(|\blocation(?:\s*\.\s*(?:href|hash|pathname|search))?\s*=(?!=)|\bwindow\s*\.\s*open\s*\(/g;

/** Widgets and the ui package navigate through `navigation` from `@anstoss/runtime/widget`. */
export function findHandMadeNavigation(file: SourceFile): Violation[] {
  if (!/^(widgets|packages\/ui)\//.test(file.path)) return [];
  return [...file.text.matchAll(NAVIGATION_RE)].map((match) => ({
    rule: 'navigation-outside-service' as const,
    file: file.path,
    line: lineOf(file.text, match.index),
    detail: `"${match[0].trim()}": use navigation.go/open/reload from @anstoss/runtime/widget`,
  }));
}

const ABORT_CONTROLLER_RE = /\bnew\s+AbortController\b/g;

/**
 * A widget loads through the resource primitive (createResource / useResource), which owns the
 * AbortController; only a widget's api.ts may create one (for a request shape the client lacks).
 */
export function findHandRolledAbort(file: SourceFile): Violation[] {
  if (!file.path.startsWith('widgets/') || /^widgets\/[^/]+\/src\/api\.ts$/.test(file.path))
    return [];
  return [...file.text.matchAll(ABORT_CONTROLLER_RE)].map((match) => ({
    rule: 'abort-controller-in-widget' as const,
    file: file.path,
    line: lineOf(file.text, match.index),
    detail: '"new AbortController" in a widget: load through useResource from @anstoss/ui',
  }));
}

/** `useStore(store)` without a selector: the view re-renders on every change of the store. */
const WHOLE_STORE_RE = /\buseStore\(\s*[\w.]+\s*\)/g;

/** Widget views select fields (`useStore(store, selector)`, `useStoreFields`, `useSelect`). */
export function findWholeStoreSubscriptions(file: SourceFile): Violation[] {
  if (!/^(widgets|packages\/ui)\/.*\.tsx$/.test(file.path)) return [];
  return [...file.text.matchAll(WHOLE_STORE_RE)].map((match) => ({
    rule: 'whole-store-subscription' as const,
    file: file.path,
    line: lineOf(file.text, match.index),
    detail: `"${match[0]}" re-renders on every change: select the fields the view shows`,
  }));
}

/** Literal keys passed to t(), i18n.t() or <Trans i18nKey>, and keys in `tKey('…')` markers. */
const KEY_RE =
  /\b(?:t|tKey)\(\s*['"]([a-zA-Z0-9_.:-]+)['"]|i18nKey=\{?\s*['"]([a-zA-Z0-9_.:-]+)['"]/g;

export function usedTranslationKeys(file: SourceFile): { key: string; line: number }[] {
  return [...file.text.matchAll(KEY_RE)].map((match) => ({
    key: (match[1] ?? match[2]) as string,
    line: lineOf(file.text, match.index),
  }));
}

/** i18next plural forms: `t('x', { count })` reads `x_one` / `x_other` when `x` itself is absent. */
function hasKey(dict: Record<string, unknown>, key: string): boolean {
  return key in dict || (`${key}_one` in dict && `${key}_other` in dict);
}

export function findMissingTranslations(
  files: SourceFile[],
  languages: Record<string, Record<string, unknown>>,
): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    if (!/^(packages|widgets)\//.test(file.path) || /\.test\.tsx?$/.test(file.path)) continue;
    for (const { key, line } of usedTranslationKeys(file)) {
      for (const [lang, dict] of Object.entries(languages)) {
        if (!hasKey(dict, key)) {
          found.push({
            rule: 'missing-translation',
            file: file.path,
            line,
            detail: `"${key}" missing in lang-${lang}.json`,
          });
        }
      }
    }
  }
  const [first, ...rest] = Object.entries(languages);
  if (first) {
    for (const [lang, dict] of rest) {
      for (const key of Object.keys(first[1])) {
        if (!(key in dict))
          found.push({
            rule: 'missing-translation',
            file: `shared/i18n/lang-${lang}.json`,
            line: 0,
            detail: `"${key}" exists in lang-${first[0]}.json only`,
          });
      }
      for (const key of Object.keys(dict)) {
        if (!(key in first[1]))
          found.push({
            rule: 'missing-translation',
            file: `shared/i18n/lang-${first[0]}.json`,
            line: 0,
            detail: `"${key}" exists in lang-${lang}.json only`,
          });
      }
    }
  }
  return found;
}

/**
 * widgets/translations.d.ts types the translation keys from the German language files, so it must
 * import every file the build merges (`sources`, paths relative to the repository root);
 * otherwise that file's keys would fail the typecheck.
 */
export function findUntypedLanguageFiles(declaration: SourceFile, sources: string[]): Violation[] {
  const imported = new Set(
    [...declaration.text.matchAll(IMPORT_RE)].map((match) =>
      path.posix.normalize(
        path.posix.join(path.posix.dirname(declaration.path), match[1] ?? match[2] ?? ''),
      ),
    ),
  );
  return sources
    .filter((source) => !imported.has(source))
    .map((source) => ({
      rule: 'untyped-language-file' as const,
      file: declaration.path,
      line: 0,
      detail: `${source} is not imported, so its keys are unknown to the typecheck`,
    }));
}

const CSS_IMPORT_RE = /^\s*import\s+['"][^'"]+\.css['"]/gm;

/**
 * The packages import no stylesheet: their styles live in shared/styles (one anstoss.css), and the
 * reference CMS imports widget props modules, and through them the packages, in plain Node, which
 * cannot load CSS (a package importing one broke the /widgets catalogue page).
 */
export function findCssImportsInPackages(file: SourceFile): Violation[] {
  if (!file.path.startsWith('packages/') || /\.(test|stories)\.tsx?$/.test(file.path)) return [];
  return [...file.text.matchAll(CSS_IMPORT_RE)].map((match) => ({
    rule: 'css-import-in-package' as const,
    file: file.path,
    line: lineOf(file.text, match.index),
    detail: `"${match[0].trim()}": put the styles in shared/styles/ui.css`,
  }));
}

export function checkRepository(
  files: SourceFile[],
  languages: Record<string, Record<string, unknown>>,
): Violation[] {
  return [
    ...files.flatMap(findWidgetCrossImports),
    ...files.flatMap(findNetworkIo),
    ...files.flatMap(findHandMadeNavigation),
    ...files.flatMap(findHandRolledAbort),
    ...files.flatMap(findWholeStoreSubscriptions),
    ...files.flatMap(findCssImportsInPackages),
    ...findMissingTranslations(files, languages),
  ];
}
