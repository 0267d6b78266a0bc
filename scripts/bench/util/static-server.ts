// A tiny static file server on loopback for the mount bench pages. It serves files uncompressed:
// the bench reports compressed sizes itself, and transfer time on loopback is not what it measures.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `root` at http://127.0.0.1:<port>/ and `pages` (path -> HTML) from memory. */
export async function startStaticServer(
  root: string,
  pages: ReadonlyMap<string, string> = new Map(),
): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const page = pages.get(urlPath);
    if (page !== undefined) {
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.html'],
        'cache-control': 'no-store',
      });
      response.end(page);
      return;
    }
    const file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
