/** The report tool's I/O (spec §7 Reports, ratings, edits: generic report tool). */
import * as z from 'zod/mini';
import { postForm } from '@anstoss/api';

export const reportResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});

/** POST {reportingForm URL} with the additional data (id), message and reason. */
export function sendReport(url: string, itemId: string, message: string, reason: number) {
  return postForm(url, { id: itemId, message, reason }, reportResponse);
}
