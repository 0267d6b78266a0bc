/** The report tool's I/O (spec §7 Reports, ratings, edits: generic report tool). */
import * as z from 'zod/mini';
import { acceptedOrThrow, postForm } from '@anstoss/api';
import { createDraft } from '@anstoss/storage';

export const reportResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});

export interface ReportInput {
  message: string;
  reason: number;
}

/**
 * POST {reportingForm URL} with the additional data (id), message and reason. A `{ success:
 * false }` answer is a refusal and rejects like a failed request (its `error.message` is shown).
 */
export async function sendReport(
  url: string,
  itemId: string,
  input: ReportInput,
  signal?: AbortSignal,
): Promise<void> {
  const answer = await postForm(
    url,
    { id: itemId, message: input.message, reason: input.reason },
    reportResponse,
    { signal },
  );
  acceptedOrThrow(answer, 'report refused');
}

const draftSchema = z.object({ message: z.string(), reason: z.number() });

/** What is typed into the report of one item, kept until the server confirms (issue 25). */
export const reportDraft = (itemId: string) =>
  createDraft(`report-tool.${itemId}`, draftSchema, { days: 7 });
