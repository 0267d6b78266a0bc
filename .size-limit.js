// Budgets for every file of the production bundle, read from dist/ after `pnpm build`:
// the runtime entry, the stylesheet, the vendor chunk, every widget chunk and every other shared chunk.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const budgets = JSON.parse(
  readFileSync(new URL('./scripts/budgets.json', import.meta.url), 'utf8'),
);
if (!existsSync('dist/runtime.js')) throw new Error('dist/ is missing: run `pnpm build` first');

const kb = (n) => `${n} KB`;
const entries = [
  { name: 'runtime.js (entry, no React)', path: 'dist/runtime.js', limit: kb(budgets.runtime) },
  { name: 'anstoss.css', path: 'dist/anstoss.css', limit: kb(budgets.css) },
];
for (const file of readdirSync('dist/chunks').sort()) {
  // The hash is 7 characters of [A-Za-z0-9_-] (vite.config.ts chunkFileNames): it may hold a
  // dash itself, so the widget's name is what comes before exactly that many.
  const widget = /^widget-([a-z0-9-]+)-[\w-]{7}\.js$/.exec(file)?.[1];
  if (widget) {
    entries.push({
      name: `widget ${widget}`,
      path: `dist/chunks/${file}`,
      limit: kb(budgets.widgets[widget] ?? budgets.widgetDefault),
    });
  } else if (file.startsWith('vendor-')) {
    entries.push({
      name: "vendor (the owner's stack: React, react-dom, i18next, react-i18next, zustand, zod/mini, ky)",
      path: `dist/chunks/${file}`,
      limit: kb(budgets.vendor),
    });
  } else if (file.startsWith('resumable-')) {
    entries.push({
      name: 'resumable uploads (tus-js-client, loaded only for a file above 2 MB)',
      path: `dist/chunks/${file}`,
      limit: kb(budgets.resumable),
    });
  } else if (file.startsWith('core-')) {
    entries.push({
      name: 'core (our API client, i18n set-up, storage, React layer, common building blocks)',
      path: `dist/chunks/${file}`,
      limit: kb(budgets.core),
    });
  } else {
    entries.push({
      name: `shared chunk ${file}`,
      path: `dist/chunks/${file}`,
      limit: kb(budgets.sharedChunk),
    });
  }
}
export default entries.map((entry) => ({ ...entry, gzip: true }));
