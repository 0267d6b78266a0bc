/** Live stats I/O: saving the owner's slots (POST JSON, never retried automatically). */
import * as z from 'zod/mini';
import { acceptedOrThrow, postJson } from '@anstoss/api';

export const saveResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SaveAnswer = z.input<typeof saveResponse>;
type Saved = z.infer<typeof saveResponse>;

/** Saves the slots; an answer `success: false` is a refusal (an error with the server's text). */
export async function saveSlots(
  url: string,
  slots: (string | null)[],
  signal?: AbortSignal,
): Promise<Saved> {
  const answer = await postJson(url, { slots }, saveResponse, signal ? { signal } : {});
  acceptedOrThrow(answer, 'save refused');
  return answer;
}
