/**
 * Static files: the integrator's dist/ under /static/anstoss/1.0.0/, the pages' own CSS and
 * icon under /assets/, and generated news pictures. Paths are resolved inside their root only.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** Resolves a URL path below `root`; null when it would leave the root or is malformed. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return full.startsWith(base + sep) ? full : null;
}

export interface ServeOptions {
  /**
   * Content-hashed files may be cached for a year; everything else revalidates. Gets the path of
   * the file actually served, relative to the root ('chunks/x.js'), never the raw URL: a URL
   * such as 'chunks/..%2fruntime.js' names 'runtime.js'.
   */
  immutable: (relativePath: string) => boolean;
}

export async function serveFile(
  c: Context,
  root: string,
  relativePath: string,
  options: ServeOptions,
): Promise<Response> {
  const file = resolveInside(root, relativePath);
  const notFound = () => c.text('Nicht gefunden', 404);
  if (!file) return notFound();
  let info;
  try {
    info = await stat(file);
  } catch {
    return notFound();
  }
  if (!info.isFile()) return notFound();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  c.header('ETag', etag);
  c.header(
    'Cache-Control',
    options.immutable(relative(resolve(root), file).split(sep).join('/'))
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
  c.header('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  if (c.req.method === 'HEAD') return c.body(null, 200);
  const data = await readFile(file);
  return c.body(new Uint8Array(data), 200);
}

/** Decorative news pictures: the scene and colour their number (0–359) names. */
export { newsPicture } from '../seed/pictures.ts';
