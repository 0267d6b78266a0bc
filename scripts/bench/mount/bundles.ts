// Builds the two mount-bench bundles with vite's JS API into bench/.build/<variant>/, with the
// production bundle's settings (ES2022, minified, React and friends in one vendor chunk).
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { layerChunks } from '../../layerChunks.ts';
import { benchBuildDir, fixturesDir, languageDir } from '../paths.ts';
import { resolveFromWorkspace } from './resolveFromWorkspace.ts';

const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store|i18next|react-i18next)[\\/]/;

export interface BenchBundle {
  /** Folder served by the static server. */
  dir: string;
  /** Entry file name inside `dir`. */
  entry: string;
  /** Stylesheets the build emitted (the runtime may import CSS). */
  stylesheets: string[];
}

export async function buildBenchBundle(name: string, entryFile: string): Promise<BenchBundle> {
  const dir = path.join(benchBuildDir, name);
  await build({
    configFile: false,
    root: fixturesDir,
    mode: 'production',
    logLevel: 'error',
    base: './',
    // layerChunks is the production build's (vite.config.ts); it changes only a bundle that holds
    // the runtime's React layer, so react-habitat's bundle is built exactly as without it.
    plugins: [resolveFromWorkspace(), react(), layerChunks()],
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
          codeSplitting: { groups: [{ name: 'vendor', test: VENDOR }] },
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
