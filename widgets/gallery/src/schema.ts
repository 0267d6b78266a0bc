import * as z from 'zod/mini';
import { opaqueId, wholeNumber } from '@anstoss/api';

const dimension = wholeNumber(1, 10_000);

/** One slide: an image, optionally a title, a meta line and a link (data-href). */
export const galleryItem = z.object({
  id: opaqueId,
  title: z._default(z.string(), ''),
  /** A short line under the title, e.g. "Kreisliga · 12.03.2026". */
  meta: z._default(z.string(), ''),
  image: z.object({
    src: z.string().check(z.minLength(1)),
    width: dimension,
    height: dimension,
    alt: z._default(z.string(), ''),
  }),
  /** Where the slide leads (the news article); empty: the slide is no link. */
  href: z._default(z.string(), ''),
});

export type GalleryItem = z.infer<typeof galleryItem>;

/** GET {data-url} → { items }. */
export const galleryResponse = z.object({ items: z.array(galleryItem) });

export type GalleryResponse = z.infer<typeof galleryResponse>;
