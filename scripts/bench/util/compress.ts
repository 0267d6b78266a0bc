// Compressed sizes the way budgets count them: gzip at level 9 (what size-limit uses) and brotli
// at its maximum quality (what a CDN pre-compresses with).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSize(content: Buffer | string): CompressedSize {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(typeof content === 'string' ? Buffer.from(content) : content, { level: 9 })
    .length;
}
