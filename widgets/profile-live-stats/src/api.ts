/** Live stats I/O: saving the owner's slots (POST JSON, never retried automatically). */
import * as z from 'zod/mini';
import { postJson } from '@anstoss/api';

export const saveResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SaveAnswer = z.input<typeof saveResponse>;

export function saveSlots(url: string, slots: (string | null)[]) {
  return postJson(url, { slots }, saveResponse);
}
