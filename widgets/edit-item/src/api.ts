/** The edit tool's I/O (spec §7: POST {editItemForm URL} with title, description and additional data). */
import * as z from 'zod/mini';
import { postForm } from '@anstoss/api';

export const editResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});

export function sendEdit(url: string, itemId: string, title: string, description: string) {
  return postForm(url, { id: itemId, title, description }, editResponse);
}
