/**
 * Location data in MP4 and QuickTime files, blanked in place: the boxes that hold a position
 * ('©xyz' of phones and cameras, 3GPP 'loci', and Apple's 'meta' boxes whose keys name
 * `ISO6709`) become 'free' boxes of the same size with zeroed content. No box moves, so the chunk
 * offsets of the media data stay right. A file whose box structure cannot be followed is kept as
 * sent (videos are not decoded here).
 */

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta', 'edts', 'dinf', 'stbl']);
const LOCATION_BOXES = new Set(['\u00a9xyz', 'loci']);

const typeAt = (b: Uint8Array, i: number) =>
  String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);
const u32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

function includesText(b: Uint8Array, from: number, to: number, text: string): boolean {
  const codes = [...text].map((c) => c.charCodeAt(0));
  outer: for (let i = from; i + codes.length <= to; i += 1) {
    for (let k = 0; k < codes.length; k += 1) if (b[i + k] !== codes[k]) continue outer;
    return true;
  }
  return false;
}

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
    if (LOCATION_BOXES.has(type)) {
      blank(b, i, header, end);
      blanked += 1;
    } else if (
      type === 'meta' &&
      (includesText(b, i, end, 'ISO6709') || includesText(b, i, end, '\u00a9xyz'))
    ) {
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

/** A copy of an MP4 or QuickTime file without its location boxes (or the bytes as sent). */
export function stripVideoLocation(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  return walk(copy, 0, copy.length, 0) < 0 ? bytes : copy;
}
