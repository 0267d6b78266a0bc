/** Test and story files: bytes that look like what phones and people really send. */

/** The smallest JPEG head with an Exif block carrying `orientation` (tag 0x0112). */
export function jpegHeadWithOrientation(
  orientation: number,
  order: 'II' | 'MM' = 'II',
): Uint8Array {
  const little = order === 'II';
  const u16 = (v: number) => (little ? [v & 0xff, v >> 8] : [v >> 8, v & 0xff]);
  const u32 = (v: number) =>
    little
      ? [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, v >>> 24]
      : [v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(1), // one entry
    ...u16(0x0112),
    ...u16(3), // SHORT
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0),
  ];
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = app1.length + 2;
  return new Uint8Array([
    0xff,
    0xd8,
    // an APP0 (JFIF) first, as cameras write it
    0xff,
    0xe0,
    0,
    16,
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xe1,
    length >> 8,
    length & 0xff,
    ...app1,
    0xff,
    0xda,
    0,
    2,
  ]);
}

export const PNG_HEAD = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);
/** "MZ": a Windows program. */
export const EXE_HEAD = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

export function fileOf(bytes: Uint8Array, name: string, type: string): File {
  return new File([bytes.slice().buffer], name, { type });
}

/** A file of `size` bytes starting with `head` (a 25 MB photo without allocating 25 MB twice). */
export function largeFile(head: Uint8Array, size: number, name: string, type: string): File {
  const body = new Uint8Array(size);
  body.set(head);
  return new File([body.buffer], name, { type });
}
