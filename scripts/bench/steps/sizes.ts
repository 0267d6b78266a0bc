// Step 1: gzip and brotli size of every file of dist/ a page may download, each against its budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../paths.ts';
import type { Row, StepBody } from '../report/types.ts';
import { compressedSize, type CompressedSize } from '../util/compress.ts';
import { kb } from '../util/format.ts';
import { classify, readBudgets, type ClassifiedFile, type FileKind } from './budgets.ts';
import { readManifest } from './manifest.ts';

export interface SizedFile extends ClassifiedFile, CompressedSize {
  pass: boolean | null;
}

const KIND_ORDER: FileKind[] = ['runtime', 'vendor', 'widget', 'shared', 'css', 'language'];

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, relative) : [relative];
  });
}

function isMeasured(file: string): boolean {
  return file.endsWith('.js') || file.endsWith('.css') || /^lang-[a-z]+\.json$/.test(file);
}

function label(file: SizedFile): string {
  const base = file.file.replace(/^chunks\//, '');
  if (file.kind === 'widget') return `widget ${file.widget ?? base}`;
  if (file.kind === 'vendor') return `vendor ${base}`;
  if (file.kind === 'shared') return `shared ${base}`;
  return file.file;
}

export function measureDistSizes(): SizedFile[] {
  const budgets = readBudgets();
  const knownWidgets = Object.keys(readManifest()?.widgets ?? {});
  return listFiles(distDir)
    .filter(isMeasured)
    .map((file) => {
      const classified = classify(file, budgets, knownWidgets);
      const size = compressedSize(readFileSync(path.join(distDir, file)));
      const pass = classified.budgetBytes === null ? null : size.gzip <= classified.budgetBytes;
      return { ...classified, ...size, pass };
    })
    .sort(
      (a, b) =>
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.file.localeCompare(b.file),
    );
}

export async function sizesStep(): Promise<StepBody> {
  const files = measureDistSizes();
  const rows: Row[] = files.map((file) => ({
    item: label(file),
    figure: `${kb(file.gzip)} gz · ${kb(file.brotli)} br · ${kb(file.raw)} raw`,
    reference: file.budgetBytes === null ? 'no budget' : `≤ ${kb(file.budgetBytes)} gz`,
    result: file.pass === null ? '' : file.pass ? 'pass' : 'FAIL',
  }));
  const failed = files.filter((file) => file.pass === false).length;
  const notes = [
    `${files.filter((f) => f.pass !== null).length} budgets, ${failed} over. kB = 1000 bytes, gzip level 9, brotli quality 11 (as size-limit). The bench reports; size-limit in CI asserts.`,
  ];
  return { rows, notes, data: { files } };
}
