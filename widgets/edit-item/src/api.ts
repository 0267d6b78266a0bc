/** The edit tool's I/O (spec §7: POST {editItemForm URL} with title, description and additional data). */
import * as z from 'zod/mini';
import { acceptedOrThrow, postForm } from '@anstoss/api';

export const editResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});

export interface EditValues {
  title: string;
  description: string;
}

/**
 * Saves the item; a `{ success: false }` answer is a refusal and rejects like a failed request
 * (its `error.message` is what the person reads).
 */
export async function sendEdit(
  url: string,
  itemId: string,
  values: EditValues,
  signal?: AbortSignal,
): Promise<void> {
  const answer = await postForm(
    url,
    { id: itemId, title: values.title, description: values.description },
    editResponse,
    { signal },
  );
  acceptedOrThrow(answer, 'edit refused');
}
