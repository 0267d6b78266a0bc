/** Stage I/O: saving the owner's background (POST JSON, never retried automatically). */
import * as z from 'zod/mini';
import { acceptedOrThrow, postJson } from '@anstoss/api';

export const saveResponse = z.object({
  success: z.boolean(),
  background: z.optional(z.string()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SaveAnswer = z.input<typeof saveResponse>;
type Saved = z.infer<typeof saveResponse>;

/** Saves the background; an answer `success: false` is a refusal (an error with its text). */
export async function saveBackground(
  url: string,
  background: string,
  signal?: AbortSignal,
): Promise<Saved> {
  const answer = await postJson(url, { background }, saveResponse, signal ? { signal } : {});
  acceptedOrThrow(answer, 'save refused');
  return answer;
}
