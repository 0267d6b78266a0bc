import * as z from 'zod/mini';
import { opaqueId, wholeNumber } from '@anstoss/api';

const dimension = wholeNumber(1, 10_000);

/** One slide: an image, optionally a title, a meta line and a link (data-href). */
export const galleryItem = z.object({
  id: opaqueId,
  title: z._default(z.string(), ''),
  /** The item's category in the page's language (e.g. "Kreisliga"), first in the line under the title. */
  category: z._default(z.string(), ''),
  /** The item's date (ISO 8601), shown in the page language's format after the category. */
  date: z._default(z.string(), ''),
  /** Any further short text for the line under the title, in the page's language. */
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
