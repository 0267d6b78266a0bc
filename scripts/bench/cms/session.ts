// The reference CMS for the steps that visit its pages: started once, its pages discovered once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { demoServerEntry, repoRoot } from '../paths.ts';
import type { StepBody } from '../report/types.ts';
import { discoverPages, type FoundPage } from './pages.ts';
import { startCms, type CmsServer } from './server.ts';

export interface CmsSession {
  server: CmsServer;
  pages: FoundPage[];
  /** Path of a page of PAGES_TO_VISIT by key, or null when it was not found. */
  pagePath(key: string): string | null;
}

/** Starts the CMS (if it exists and dist/ was built) and reports it as a step. */
export async function openCmsSession(
  distReady: boolean,
  onOpen: (session: CmsSession) => void,
): Promise<StepBody> {
  if (!existsSync(demoServerEntry)) {
    const missing = path.relative(repoRoot, demoServerEntry);
    return { rows: [], notes: [`${missing} does not exist yet`], status: 'skipped' };
  }
  if (!distReady) {
    return { rows: [], notes: ['no dist/ to serve (the build failed)'], status: 'skipped' };
  }
  const server = await startCms();
  try {
    const pages = await discoverPages(server.origin);
    onOpen({
      server,
      pages,
      pagePath: (key) => pages.find((p) => p.target.key === key)?.path ?? null,
    });
    return {
      rows: [{ item: 'CMS start-up', figure: `${(server.startupMs / 1000).toFixed(1)} s` }],
      notes: [
        `pages: ${pages.map((p) => `${p.target.key} ${p.path ?? '(not found)'}`).join(', ')}`,
      ],
      data: {
        startupMs: Math.round(server.startupMs),
        pages: pages.map((p) => ({ key: p.target.key, path: p.path })),
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
