/** Answers of the article photo endpoints, for tests and stories. */
import type { ListAnswer, UploadAnswer } from './api.ts';

/** A tiny grey JPEG as a data URL (stories need no server). */
export const THUMB =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72"><rect width="96" height="72" fill="#8aa"/><circle cx="48" cy="36" r="14" fill="#fff"/></svg>',
  );

export const listFixture: ListAnswer = {
  success: true,
  entries: [
    {
      id: 101,
      url: THUMB,
      title: 'Jubel nach dem 2:1',
      caption: 'Die Kurve feiert',
      copyright: 'FC Musterstadt',
      ord: '1',
      name: 'jubel.jpg',
      size: 2.4,
    },
    {
      id: 'b-102',
      url: THUMB,
      title: 'Aufstellung',
      caption: '',
      copyright: '',
      ord: '0',
      name: 'elf.jpg',
      size: 1.1,
    },
  ],
};

export const emptyListFixture: ListAnswer = { success: true, entries: [] };

export const uploadOk = (id: string): UploadAnswer => ({
  success: true,
  meta: { id, image: { id, url: THUMB } },
});

export const uploadRefused: UploadAnswer = {
  success: false,
  meta: { error: 'Dieser Dateityp ist nicht erlaubt. Erlaubt: JPG, PNG, GIF.' },
  error: { message: 'Dieser Dateityp ist nicht erlaubt. Erlaubt: JPG, PNG, GIF.' },
};

/** 10,000 entries: the widget shows only as many as it asked for. */
export const hugeListFixture: ListAnswer = {
  success: true,
  entries: Array.from({ length: 10_000 }, (_, i) => ({
    id: i + 1,
    url: '',
    title: `Foto ${i + 1}`,
    ord: '0',
  })),
};
