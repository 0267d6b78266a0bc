/**
 * `<link rel="modulepreload">` for the chunks a page needs at once (issue 31): without them the
 * browser learns of a widget's chunks only when runtime.js has run, one round trip after the
 * HTML; with them every chunk of the first viewport starts with runtime.js.
 *
 * Read from the build's manifest.json (vite.config.ts): each widget's chunks (`widgets`), its
 * mount strategy (`strategies`) and the runtime's own chunks (`boot`). Only the widgets whose
 * strategy is `eager` are preloaded: they load at once wherever their host is, so the hints never
 * add a byte to the page. `idle` and `visible` widgets (below the fold, galleries, comments)
 * stay lazy; the CMS does not know where the fold is.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { STATIC_BASE } from '../context.ts';

const manifestSchema = z.object({
  boot: z.array(z.string()).default([]),
  strategies: z.record(z.string(), z.enum(['eager', 'idle', 'visible'])).default({}),
  widgets: z.record(z.string(), z.array(z.string())),
});
type Manifest = z.infer<typeof manifestSchema>;

let distDir: string | undefined;
let cached: { mtimeMs: number; manifest: Manifest | null } | undefined;

/** Where the build lives (createApp); without it, pages carry no preload hints. */
export function configureModulePreload(dir: string | undefined): void {
  distDir = dir;
  cached = undefined;
}

/** The manifest, read again when the build changed (a rebuild while the CMS runs). */
function readManifest(): Manifest | null {
  if (!distDir) return null;
  const file = join(distDir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.mtimeMs !== mtimeMs) {
    let manifest: Manifest | null;
    try {
      manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      manifest = null;
    }
    cached = { mtimeMs, manifest };
  }
  return cached.manifest;
}

const HOST = /\sdata-widget="([a-z0-9-]+)"/g;
const SAFE_FILE = /^chunks\/[\w.-]+\.js$/;

/** The chunk files to preload for a page's markup, in a stable order. */
export function preloadFiles(pageHtml: string, manifest: Manifest): string[] {
  const files = new Set<string>();
  const names = new Set([...pageHtml.matchAll(HOST)].map((m) => m[1]!));
  for (const name of names) {
    if (manifest.strategies[name] !== 'eager') continue;
    for (const file of manifest.widgets[name] ?? []) files.add(file);
  }
  if (files.size) for (const file of manifest.boot) files.add(file);
  return [...files].filter((file) => SAFE_FILE.test(file)).sort();
}

/** The page with its preload hints inserted right after the runtime's script tag. */
export function withModulePreloads(pageHtml: string): string {
  const manifest = readManifest();
  if (!manifest) return pageHtml;
  const runtimeTag = `<script type="module" src="${STATIC_BASE}runtime.js"></script>`;
  const at = pageHtml.indexOf(runtimeTag);
  if (at < 0) return pageHtml;
  const links = preloadFiles(pageHtml, manifest)
    .map((file) => `\n<link rel="modulepreload" href="${STATIC_BASE}${file}">`)
    .join('');
  const end = at + runtimeTag.length;
  return pageHtml.slice(0, end) + links + pageHtml.slice(end);
}
