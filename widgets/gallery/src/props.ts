import * as z from 'zod/mini';

const flag = (fallback: 'true' | 'false', attribute: string) =>
  z.pipe(
    z._default(z.enum(['true', 'false'], `${attribute} must be "true" or "false"`), fallback),
    z.transform((value) => value === 'true'),
  );

const wholeNumber = (attribute: string) =>
  z.pipe(
    z._default(
      z.string().check(z.trim(), z.regex(/^\d+$/, `${attribute} must be a whole number ≥ 0`)),
      '0',
    ),
    z.transform(Number),
  );

const url = z
  .string()
  .check(z.trim(), z.minLength(1, 'data-url must name the endpoint that lists the slides'));

/** Host attributes (camelCased data-*) of news-gallery and image-gallery: see README.md. */
export const galleryProps = z.object({
  /** data-url: GET → { items: [{ id, title, image, href, meta }] }. */
  url,
  /** data-label: the carousel's accessible name; default per widget. */
  label: z._default(z.string(), ''),
  /** data-slider-timeout: rotation only when above 0 (spec §2). */
  sliderTimeout: wholeNumber('data-slider-timeout'),
  /** data-start-index: the first entry; 0 means random in the news gallery (spec §2). */
  startIndex: wholeNumber('data-start-index'),
  /** data-loop: wrap around at the ends; default true. */
  loop: flag('true', 'data-loop'),
});

export type GalleryProps = z.infer<typeof galleryProps>;

/** The sidebar news carousel: previous/next, optional looping (default off). */
export const newsCarouselProps = z.object({
  url,
  label: z._default(z.string(), ''),
  sliderTimeout: wholeNumber('data-slider-timeout'),
  startIndex: wholeNumber('data-start-index'),
  loop: flag('false', 'data-loop'),
});
