/** The rating's I/O (spec §7 Reports, ratings, edits). */
import * as z from 'zod/mini';
import { postForm } from '@anstoss/api';

export const ratingResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type RatingResponse = z.infer<typeof ratingResponse>;

/** POST {ratingForm URL} with the additional data (id) and rating. */
export function sendRating(url: string, itemId: string, rating: number) {
  return postForm(url, { id: itemId, rating }, ratingResponse);
}
