// dist/manifest.json: which chunk files each widget needs (written by the root vite.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../paths.ts';

export interface Manifest {
  version?: string;
  runtime?: string;
  css?: string;
  widgets: Record<string, string[]>;
}

export function readManifest(): Manifest | null {
  const file = path.join(distDir, 'manifest.json');
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>;
  return { ...parsed, widgets: parsed.widgets ?? {} };
}
