import { describe, expect, test } from 'vitest';
import {
  checkRepository,
  findMissingTranslations,
  findCssImportsInPackages,
  findHandMadeNavigation,
  findHandRolledAbort,
  findUntypedLanguageFiles,
  findWholeStoreSubscriptions,
  findNetworkIo,
  findWidgetCrossImports,
} from './repo-rules.ts';
import { readLanguages, readSourceFiles, readTranslationTypes } from './repo-files.ts';

describe('widget imports widget', () => {
  test('flags a package import of another widget', () => {
    const v = findWidgetCrossImports({
      path: 'widgets/live-ticker/src/LiveTicker.tsx',
      text: "import { x } from '@anstoss/widget-comments';",
    });
    expect(v).toHaveLength(1);
    expect(v[0]?.rule).toBe('widget-imports-widget');
  });
  test('flags a relative import into another widget and a dynamic import', () => {
    const text =
      "import a from '../../comments/src/logic';\nconst b = import('../../../widgets/tabs/src/index.ts');";
    expect(findWidgetCrossImports({ path: 'widgets/live-ticker/src/x.ts', text })).toHaveLength(2);
  });
  test('allows own files and packages', () => {
    const text =
      "import a from './logic';\nimport { http } from '@anstoss/api';\nimport b from '../src/store';";
    expect(findWidgetCrossImports({ path: 'widgets/live-ticker/src/x.ts', text })).toEqual([]);
  });
});

describe('network I/O outside api', () => {
  test('flags fetch, XMLHttpRequest and ky in a view', () => {
    const text = "import ky from 'ky';\nawait fetch('/x');\nnew XMLHttpRequest();";
    expect(findNetworkIo({ path: 'widgets/tabs/src/Tabs.tsx', text })).toHaveLength(3);
  });
  test('allows api.ts and packages/api', () => {
    const text = "await fetch('/x');";
    expect(findNetworkIo({ path: 'widgets/tabs/src/api.ts', text })).toEqual([]);
    expect(findNetworkIo({ path: 'packages/api/src/client.ts', text })).toEqual([]);
  });
  test('flags packages other than api', () => {
    expect(findNetworkIo({ path: 'packages/ui/src/Layer.tsx', text: 'fetch(url)' })).toHaveLength(
      1,
    );
  });
});

describe('navigation outside the service', () => {
  test('flags location assignments, assign/replace/reload and window.open in a widget', () => {
    const text = [
      "window.location.assign('/a');",
      'location.replace(url);',
      'window.location.reload();',
      "location.href = '/b';",
      "window.location = '/c';",
      "document.location.hash = '#x';",
      "window.open('/d', 'popup');",
    ].join('\n');
    const v = findHandMadeNavigation({ path: 'widgets/tabs/src/Tabs.tsx', text });
    expect(v.map((x) => x.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(v[0]?.rule).toBe('navigation-outside-service');
  });
  test('allows reading location and comparing it', () => {
    const text =
      "const here = window.location.pathname + location.search;\nif (location.href === url) x();\nnavigation.go('/a');";
    expect(findHandMadeNavigation({ path: 'widgets/tabs/src/Tabs.tsx', text })).toEqual([]);
  });
  test('leaves the runtime (which implements the service) alone', () => {
    const text = 'location.assign(url);';
    expect(findHandMadeNavigation({ path: 'packages/runtime/src/navigation.ts', text })).toEqual(
      [],
    );
  });
});

describe('AbortController in a widget', () => {
  test('flags a view, a part and a store that create one', () => {
    const text = 'const c = new AbortController();\nref.current = new  AbortController();';
    const v = findHandRolledAbort({ path: 'widgets/tabs/src/Tabs.tsx', text });
    expect(v.map((x) => x.line)).toEqual([1, 2]);
    expect(v[0]?.rule).toBe('abort-controller-in-widget');
    expect(findHandRolledAbort({ path: 'widgets/comments/src/parts/Item.tsx', text })).toHaveLength(
      2,
    );
    expect(findHandRolledAbort({ path: 'widgets/news-list/src/store.ts', text })).toHaveLength(2);
  });
  test("allows a widget's api.ts, the packages, and mere mentions of the type", () => {
    const text = 'const c = new AbortController();';
    expect(findHandRolledAbort({ path: 'widgets/tabs/src/api.ts', text })).toEqual([]);
    expect(findHandRolledAbort({ path: 'packages/api/src/poller.ts', text })).toEqual([]);
    expect(
      findHandRolledAbort({
        path: 'widgets/tabs/src/Tabs.tsx',
        text: 'let inFlight: AbortController | null = null; // signal: AbortSignal',
      }),
    ).toEqual([]);
  });
});

describe('translation keys', () => {
  const languages = { de: { 'a.b': 'A', 'c.d': 'C' }, en: { 'a.b': 'A' } };
  test('flags a key used in code but missing in one file, and keys present in one file only', () => {
    const v = findMissingTranslations(
      [{ path: 'widgets/x/src/X.tsx', text: "t('a.b'); t('c.d'); t(\"z.z\")" }],
      languages,
    );
    const details = v.map((x) => x.detail);
    expect(details).toContain('"c.d" missing in lang-en.json');
    expect(details).toContain('"z.z" missing in lang-de.json');
    expect(details).toContain('"c.d" exists in lang-de.json only');
  });
  test('accepts a plural key held as _one and _other forms', () => {
    const plural = { de: { n_one: 'ein', n_other: 'viele' }, en: { n_one: 'one' } };
    const v = findMissingTranslations(
      [{ path: 'widgets/x/src/X.tsx', text: "t('n', { count })" }],
      plural,
    );
    expect(v.map((x) => x.detail)).toContain('"n" missing in lang-en.json');
    expect(v.map((x) => x.detail)).not.toContain('"n" missing in lang-de.json');
  });
});

describe('whole-store subscriptions', () => {
  test('flags useStore without a selector in a widget view', () => {
    const text = 'const s = useStore(store);\nconst t = useStore(this.store );';
    const v = findWholeStoreSubscriptions({ path: 'widgets/rating/src/Rating.tsx', text });
    expect(v.map((x) => x.line)).toEqual([1, 2]);
  });
  test('allows selectors and the field helpers', () => {
    const text =
      "const a = useStore(store, (s) => s.a);\nconst b = useStoreFields(store, ['b']);\nconst c = useSelect((s) => s.c);";
    expect(findWholeStoreSubscriptions({ path: 'widgets/rating/src/Rating.tsx', text })).toEqual(
      [],
    );
  });
});

describe('typed translation keys', () => {
  test('flags a German language file the key declaration does not import', () => {
    const declaration = {
      path: 'widgets/translations.d.ts',
      text: "import type shared from '../shared/i18n/lang-de.json';\nimport type tabs from './tabs/i18n/de.json';",
    };
    const sources = [
      'shared/i18n/lang-de.json',
      'widgets/tabs/i18n/de.json',
      'widgets/rating/i18n/de.json',
    ];
    const v = findUntypedLanguageFiles(declaration, sources);
    expect(v.map((x) => x.detail)).toEqual([
      'widgets/rating/i18n/de.json is not imported, so its keys are unknown to the typecheck',
    ]);
  });
});

test('the repository itself has no violations', () => {
  const { declaration, sources } = readTranslationTypes();
  expect(checkRepository(readSourceFiles(), readLanguages())).toEqual([]);
  expect(findUntypedLanguageFiles(declaration, sources)).toEqual([]);
});

describe('css-import-in-package', () => {
  test('finds a stylesheet imported by package code', () => {
    const text = "import { x } from './x.ts';\nimport './editList.css';";
    const v = findCssImportsInPackages({ path: 'packages/ui/src/edit-list/EditList.tsx', text });
    expect(v.map((x) => [x.rule, x.line])).toEqual([['css-import-in-package', 2]]);
  });
  test('leaves widgets (bundled by vite only) and package stories alone', () => {
    const text = "import './fanPoll.css';";
    expect(findCssImportsInPackages({ path: 'widgets/fan-poll/src/FanPoll.tsx', text })).toEqual(
      [],
    );
    expect(findCssImportsInPackages({ path: 'packages/ui/src/X.stories.tsx', text })).toEqual([]);
  });
});
