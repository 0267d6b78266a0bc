/** Stage I/O: saving the owner's background (POST JSON, never retried automatically). */
import * as z from 'zod/mini';
import { postJson } from '@anstoss/api';

export const saveResponse = z.object({
  success: z.boolean(),
  background: z.optional(z.string()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SaveAnswer = z.input<typeof saveResponse>;

export function saveBackground(url: string, background: string) {
  return postJson(url, { background }, saveResponse);
}
