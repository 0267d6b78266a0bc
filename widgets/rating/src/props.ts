import * as z from 'zod/mini';

const number = (attr: string, min: number, max: number) =>
  z
    .pipe(
      z.string().check(z.regex(/^\d+(\.\d+)?$/, `${attr} must be a number`)),
      z.transform(Number),
    )
    .check(
      z.refine((n: number) => n >= min && n <= max, `${attr} must lie between ${min} and ${max}`),
    );

/** Host attributes (camelCased data-*): see README.md. */
export const ratingProps = z.object({
  /** data-url: POST id + rating -> { success, error.message }. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the rating endpoint')),
  /** data-item-id: the additional data sent as `id`. */
  itemId: z.string().check(z.trim(), z.minLength(1, 'data-item-id names the rated item')),
  /** data-rating: the member's own rating so far (0 = none). */
  rating: z._default(number('data-rating', 0, 5), 0),
  /** data-average: votes.average of a photo (photo star rule). */
  average: z._default(number('data-average', 0, 5), 0),
  /** data-points: rating points of a media item (media star rule, 100 per star); wins over average. */
  points: z.optional(number('data-points', 0, 500)),
});

export type RatingProps = z.infer<typeof ratingProps>;
