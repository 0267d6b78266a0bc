import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { LANGUAGES, readLanguage } from './scripts/languages.ts';
import { compactRegistry, readRegistrySource } from './scripts/compactRegistry.ts';
import { layerChunks } from './scripts/layerChunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const version = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The owner's stack, which every widget shares: React, react-dom, i18next, react-i18next, zustand,
 * zod/mini and ky, in one long-cached vendor chunk. Everything else a page loads is this
 * project's own code: `pnpm bench` and the page-weight browser test count "ours" as all
 * JavaScript but this chunk (issue 31).
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|ky|zod)[\\/]/;
/**
 * Our own code every page needs once a widget mounts: the API client, the i18n set-up, the
 * storage helpers, the runtime's React layer and the building blocks of the widgets every page
 * carries (consent layer, navigation, header warning, surveys) or most first views use. One chunk instead of ~30 small
 * ones: each file costs its own gzip header and dictionary warm-up plus import/export lines, about
 * 6 kB gzip per page in all. Anything not named here (carousel, date picker, file input, stars,
 * behaviours, …) stays in its own chunk and loads only where it is used; so does numbers.ts
 * (issue 31: only the profile widgets use it; out of core, every page loads 0.1 kB less). Measured
 * and left in: the status region and ids.ts. Out of core, login, club, match and page-features
 * pages loaded 0.3 to 0.5 kB less before any scroll, but the pages with the finder, date picker,
 * comment form or comments 0.2 to 0.3 more before scroll and 0.7 more scrolled to the end, for
 * their own small files. Measured on 2026-11-29 and left in: a second group for what the cookie
 * layer, the header warning and the navigation's stand-in do not use (ServerHtml and sanitize.ts,
 * the status region, listNavigation.ts, favourites.ts, ids.ts; core 14.22 -> 12.18 kB + 2.68):
 * login and page-features pages 2.0 kB less before any scroll, the seven other page types 0.6 to
 * 0.7 more, as each has a first-view widget that uses one of them (0.6 more with Loader and
 * ErrorText kept in core). Never name a module that runtime.js imports statically
 * (runtime/src/config.ts, storage/src/config.ts, api/src/prefetch.ts, …): runtime.js would then
 * wait for this chunk, and the build fails (anstossAssets).
 */
const CORE_MODULES = new RegExp(
  [
    String.raw`[\\/]packages[\\/]api[\\/]src[\\/](?:index|client|errors|csrf|backoff|config|resource|poller|conditional|sanitize|safeUrl|favourites|ids)\.ts$`,
    String.raw`[\\/]packages[\\/]i18n[\\/]src[\\/](?:index|setup|load|instance|language|missingKeys|I18nProvider)\.tsx?$`,
    String.raw`[\\/]packages[\\/]storage[\\/]src[\\/](?:index|cookies|expiring|json|draft)\.ts$`,
    String.raw`[\\/]packages[\\/]runtime[\\/]src[\\/](?:react[\\/]\w+|hostLanguage|session|navigation|consent|serviceConsent|widget|widgetApi)\.tsx?$`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](?:index|storeContext|ServerHtml|useResource|Loader|focusReturn|ErrorText|Dismissable|CloseButton|Layer|focusable|layerStack|status[\\/]\w+|useFocusAfter|listNavigation)\.tsx?$`,
  ].join('|'),
);
/**
 * A widget's entry: `widgets/<name>/src/index.ts`, or, for a folder holding several widgets that
 * share code (widgets/tv), `widgets/<folder>/src/entries/<name>.ts`.
 */
const WIDGET_ENTRY =
  /[\\/]widgets[\\/]([a-z0-9-]+)[\\/]src[\\/](?:index|entries[\\/]([a-z0-9-]+))\.tsx?$/;
const widgetOfEntry = (id: string | null | undefined): string | undefined => {
  const match = id?.match(WIDGET_ENTRY);
  return match ? (match[2] ?? match[1]) : undefined;
};

/**
 * Writes the language files and a manifest next to the bundle. The manifest maps every widget to
 * the chunks it needs, so a CMS (or the bench) can preload exactly what a page carries.
 */
function anstossAssets(): Plugin {
  return {
    name: 'anstoss-assets',
    generateBundle(_options, bundle) {
      for (const lang of LANGUAGES) {
        this.emitFile({
          type: 'asset',
          fileName: `lang-${lang}.json`,
          source: JSON.stringify(readLanguage(root, lang)),
        });
      }
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // runtime.js boots before React is wanted: it must never wait for the vendor or core chunk.
      const entryImports = chunks.find((chunk) => chunk.isEntry)?.imports ?? [];
      if (entryImports.some((file) => /chunks\/(?:vendor|core)-/.test(file)))
        this.error(`runtime.js imports ${entryImports.join(', ')} statically (see CORE_MODULES)`);
      // DOMPurify loads when the first server HTML does (loadSanitizer), never with a chunk.
      const eager = chunks.find((chunk) => chunk.imports.some((f) => /chunks\/dompurify-/.test(f)));
      if (eager) this.error(`${eager.fileName} imports the DOMPurify chunk statically`);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, seen = new Set<string>()): string[] => {
        if (seen.has(fileName)) return [];
        seen.add(fileName);
        const chunk = byFile.get(fileName);
        for (const dep of chunk?.imports ?? []) closure(dep, seen);
        return [...seen];
      };
      const widgets: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const widget = widgetOfEntry(chunk.facadeModuleId);
        if (widget) widgets[widget] = closure(chunk.fileName).filter((f) => f !== 'runtime.js');
      }
      // What a CMS needs for `<link rel="modulepreload">` (issue 31): each widget's mount
      // strategy (an eager widget loads at once, wherever its host is), and the chunks runtime.js
      // itself loads before any widget shows (its static imports, showHost).
      const strategies = Object.fromEntries(
        readRegistrySource(readFileSync(`${root}widgets/registry.ts`, 'utf8')).map((e) => [
          e.name,
          e.strategy,
        ]),
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const boot = [
        ...(entry?.imports ?? []),
        ...(entry?.dynamicImports ?? []).filter((file) => /^chunks\/showHost-/.test(file)),
      ];
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: JSON.stringify(
          {
            name: 'anstoss',
            version,
            runtime: 'runtime.js',
            css: 'anstoss.css',
            languages: ['de', 'en'],
            boot,
            strategies,
            widgets,
          },
          null,
          2,
        ),
      });
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper, even with `modulePreload: false` and
 * no CSS per chunk (vitejs/vite#13952): about 0.3 KB gzip in runtime.js and a wrapper per widget
 * of the registry. Nothing here needs it (the runtime loads a widget's chunks in parallel
 * itself), so the calls become plain `import()` before minification, which then drops the
 * unused helper.
 */
const HELPER_ID = 'vite/preload-helper.js';
/** The helper's module in a chunk, up to the next module's path comment. */
const HELPER_MODULE = /^\/\/ (?:\\0|\0)vite\/preload-helper\.js\n[\s\S]*?(?=^\/\/ |(?![\s\S]))/m;
export function plainDynamicImports(): Plugin {
  const opening = '__vitePreload(() => ';
  const closing = ', __VITE_PRELOAD__, import.meta.url)';
  return {
    name: 'anstoss-plain-dynamic-imports',
    renderChunk: {
      order: 'post',
      handler(code) {
        if (!code.includes(closing)) return null;
        // `__vitePreload(() => <loader>, __VITE_PRELOAD__, import.meta.url)` becomes `(<loader>)`.
        const plain = code
          .split(opening)
          .join('(')
          .split(closing)
          .join(')')
          .replace(HELPER_MODULE, '')
          // The chunk holding the helper exports it to the others: drop both ends.
          .replace(/\b\w+ as __vitePreload,? ?/g, '')
          .replace(/,? ?__vitePreload as \w+/g, '')
          .replace(/^import \{ ?\} from "[^"]+";\n/gm, '')
          .replace(/^export \{ ?\};\n/gm, '');
        if (plain.includes('__VITE_PRELOAD__') || plain.includes('__vitePreload'))
          this.error('a dynamic import kept the preload helper: its call has another shape');
        return { code: plain, map: null };
      },
    },
    // The helper's own chunk (rolldown gives it one: runtime.js and many chunks import it) is
    // imported by no one once the calls are gone: drop the file and the stale `imports` entries,
    // before anstossAssets writes them into the manifest.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const [fileName, item] of Object.entries(bundle)) {
          if (item.type !== 'chunk' || item.moduleIds.length === 0) continue;
          if (item.moduleIds.some((id) => !id.includes(HELPER_ID))) continue;
          const base = fileName.slice(fileName.lastIndexOf('/') + 1);
          const importers = Object.values(bundle).filter(
            (other) => other.type === 'chunk' && other !== item && other.code.includes(base),
          );
          if (importers.length) this.error(`${importers[0]?.fileName} still imports ${fileName}`);
          delete bundle[fileName];
          for (const other of Object.values(bundle))
            if (other.type === 'chunk') other.imports = other.imports.filter((f) => f !== fileName);
        }
      },
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [
    react(),
    anstossAssets(),
    plainDynamicImports(),
    compactRegistry(`${root}widgets/registry.ts`),
    layerChunks(),
  ],
  define: { __ANSTOSS_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    // Vite's preload lists per dynamic import would cost ~0.7 KB gzip in runtime.js (measured with
    // 20 widgets); the runtime starts the React layer itself in parallel instead.
    modulePreload: false,
    reportCompressedSize: false,
    sourcemap: false,
    rolldownOptions: {
      input: { runtime: `${root}widgets/runtime-entry.ts` },
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: 'runtime.js',
        chunkFileNames: (chunk) => {
          const widget = widgetOfEntry(chunk.facadeModuleId);
          // 7 hash characters for widget chunks (42 bits, enough to tell versions apart): runtime.js
          // carries each in the registry table (HASH_LENGTH, packages/runtime/src/compactRegistry.ts),
          // and the 57 characters saved pay for starting the layer's chunks in one step.
          return widget ? `chunks/widget-${widget}-[hash:7].js` : 'chunks/[name]-[hash].js';
        },
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css'))
            ? 'anstoss.css'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            // Several widgets sanitise server HTML; they share one chunk of DOMPurify and our
            // rules (packages/api/src/purifier.ts), loaded when the first HTML arrives.
            {
              name: 'dompurify',
              test: /[\\/]node_modules[\\/]dompurify[\\/]|[\\/]packages[\\/]api[\\/]src[\\/]purifier\.ts$/,
              // purifier.ts's other imports (safeUrl.ts) stay in the core chunk.
              includeDependenciesRecursively: false,
            },
            // Resumable uploads (packages/api/src/resumable.ts): tus-js-client and its helpers,
            // loaded only when a file above one chunk is uploaded.
            {
              name: 'resumable',
              test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:tus-js-client|js-base64|url-parse|querystringify|requires-port)[@\\/]/,
            },
            // The behaviours (packages/runtime/src/behaviours/index.ts): the dispatcher, and one
            // chunk per group of several modules; the other groups are one module each and get a
            // chunk of their own anyway.
            {
              name: 'behaviours',
              test: /[\\/]runtime[\\/]src[\\/]behaviours[\\/](?:index|adSlots)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The helpers the groups, the ads and the responsive images share (a few hundred bytes).
            {
              name: 'behaviours-shared',
              test: /[\\/]runtime[\\/]src[\\/]behaviours[\\/](?:elements|timings)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'behaviours-markup',
              test: /[\\/]runtime[\\/]src[\\/]behaviours[\\/](?:conditions|templates|linkGuard|cookieValues)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'behaviours-forms',
              test: /[\\/]runtime[\\/]src[\\/]behaviours[\\/](?:restSearchForm|selectNavigation)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'core',
              test: CORE_MODULES,
              // Only the modules named: their imports include runtime.js's own (config.ts).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
