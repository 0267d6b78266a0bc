/** The rating's I/O (spec §7 Reports, ratings, edits). */
import * as z from 'zod/mini';
import { acceptedOrThrow, postForm } from '@anstoss/api';

export const ratingResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type RatingResponse = z.infer<typeof ratingResponse>;

/**
 * POST {ratingForm URL} with the additional data (id) and rating. A `{ success: false }` answer
 * is a refusal and rejects like a failed request (its `error.message` is shown).
 */
export async function sendRating(
  url: string,
  itemId: string,
  rating: number,
  signal?: AbortSignal,
): Promise<void> {
  const answer = await postForm(url, { id: itemId, rating }, ratingResponse, { signal });
  acceptedOrThrow(answer, 'rating refused');
}
