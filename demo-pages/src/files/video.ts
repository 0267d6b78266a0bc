/**
 * Metadata in MP4 and QuickTime files, blanked in place: every box that can hold a position or
 * other metadata ('©xyz' of phones and cameras, 3GPP 'loci', every 'meta' box with its keys and
 * item list, XMP in 'XMP_' boxes and in 'uuid' boxes, which are also where other vendors put
 * their own metadata) becomes a 'free' box of the same size with zeroed content. No box moves,
 * so the chunk offsets of the media data stay right. A file whose box structure cannot be
 * followed is refused (null): a position could hide where the walk cannot look.
 */

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta', 'edts', 'dinf', 'stbl']);
const METADATA_BOXES = new Set(['\u00a9xyz', 'loci', 'meta', 'XMP_', 'uuid']);

const typeAt = (b: Uint8Array, i: number) =>
  String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);
const u32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

function blank(b: Uint8Array, start: number, headerSize: number, end: number): void {
  b.set([0x66, 0x72, 0x65, 0x65], start + 4); // 'free'
  b.fill(0, start + headerSize, end);
}

/** Walks the boxes in [from, to); returns how many boxes were blanked, or -1 on a broken layout. */
function walk(b: Uint8Array, from: number, to: number, depth: number): number {
  let blanked = 0;
  let i = from;
  while (i + 8 <= to) {
    let size = u32(b, i);
    const type = typeAt(b, i + 4);
    let header = 8;
    if (size === 1) {
      if (i + 16 > to) return -1;
      const high = u32(b, i + 8);
      if (high !== 0) return -1; // larger than 4 GB: not an upload of ours
      size = u32(b, i + 12);
      header = 16;
    } else if (size === 0) size = to - i;
    if (size < header || i + size > to) return -1;
    const end = i + size;
    if (METADATA_BOXES.has(type)) {
      blank(b, i, header, end);
      blanked += 1;
    } else if (CONTAINERS.has(type) && depth < 8) {
      const inner = walk(b, i + header, end, depth + 1);
      if (inner < 0) return -1;
      blanked += inner;
    }
    i = end;
  }
  return blanked;
}

/** A copy of an MP4 or QuickTime file without its metadata boxes, or null when it cannot be walked. */
export function stripVideoMetadata(bytes: Uint8Array): Uint8Array | null {
  const copy = bytes.slice();
  return walk(copy, 0, copy.length, 0) < 0 ? null : copy;
}
