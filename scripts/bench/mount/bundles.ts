// Builds the two mount-bench bundles with vite's JS API into bench/.build/<variant>/, with the
// production bundle's settings (ES2022, minified, React and friends in one vendor chunk). A variant
// marked `production` (our runtime) is built as `pnpm build` builds it: the chunk groups of
// vite.config.ts (vendor, core, …) and its build plugins that act on the runtime (plain dynamic
// imports, the React layer's chunks started in one step). The others keep the one vendor group.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import productionConfig, { plainDynamicImports } from '../../../vite.config.ts';
import { layerChunks } from '../../layerChunks.ts';
import { benchBuildDir, fixturesDir, languageDir } from '../paths.ts';
import { resolveFromWorkspace } from './resolveFromWorkspace.ts';
import { MOUNT_VARIANTS } from './variants.ts';

const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|ky|zod)[\\/]/;

export interface BenchBundle {
  /** Folder served by the static server. */
  dir: string;
  /** Entry file name inside `dir`. */
  entry: string;
  /** Stylesheets the build emitted (the runtime may import CSS). */
  stylesheets: string[];
}

/** The chunk groups of the production build (vite.config.ts). */
function productionSplitting() {
  const output = productionConfig.build?.rolldownOptions?.output;
  const splitting = Array.isArray(output) ? undefined : output?.codeSplitting;
  if (typeof splitting !== 'object' || !splitting.groups?.length)
    throw new Error('vite.config.ts has no build.rolldownOptions.output.codeSplitting.groups');
  return splitting;
}

export async function buildBenchBundle(name: string, entryFile: string): Promise<BenchBundle> {
  const dir = path.join(benchBuildDir, name);
  const production = MOUNT_VARIANTS.find((variant) => variant.id === name)?.production === true;
  const plugins: Plugin[] = production ? [plainDynamicImports(), layerChunks()] : [];
  await build({
    configFile: false,
    root: fixturesDir,
    mode: 'production',
    logLevel: 'error',
    base: './',
    plugins: [resolveFromWorkspace(), react(), ...plugins],
    define: { __ANSTOSS_VERSION__: JSON.stringify('0.0.0-bench') },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      reportCompressedSize: false,
      cssCodeSplit: false,
      rolldownOptions: {
        input: { main: path.join(fixturesDir, entryFile) },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
          codeSplitting: production
            ? productionSplitting()
            : { groups: [{ name: 'vendor', test: VENDOR }] },
        },
      },
    },
  });
  // The runtime loads its language file relative to its own URL.
  for (const lang of ['de', 'en']) {
    const source = path.join(languageDir, `lang-${lang}.json`);
    if (existsSync(source)) copyFileSync(source, path.join(dir, `lang-${lang}.json`));
  }
  const assets = path.join(dir, 'assets');
  mkdirSync(assets, { recursive: true });
  const stylesheets = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `assets/${file}`);
  return { dir, entry: 'main.js', stylesheets };
}
