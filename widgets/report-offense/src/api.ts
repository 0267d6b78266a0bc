/** The offense report's I/O (spec §7 Reports): the captcha and the report itself. */
import * as z from 'zod/mini';
import { getJson, postForm } from '@anstoss/api';
import { createDraft } from '@anstoss/storage';

export const captchaResponse = z.object({ question: z.string(), digest: z.string() });
export type Captcha = z.infer<typeof captchaResponse>;

export const reportResponse = z.object({
  success: z.boolean(),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type ReportResponse = z.infer<typeof reportResponse>;

export function fetchCaptcha(url: string, signal?: AbortSignal): Promise<Captcha> {
  return getJson(url, captchaResponse, { signal });
}

/** POST {reportingFormAction}, form-urlencoded; a 2xx answer may still be a business error. */
export function sendReport(
  action: string,
  fields: Record<string, string>,
  signal?: AbortSignal,
): Promise<ReportResponse> {
  return postForm(action, fields, reportResponse, { signal });
}

const draftSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  text: z.string(),
  reason: z.string(),
});
export type ReportDraft = z.infer<typeof draftSchema>;

/**
 * What is typed into the report of one article or ticker (not the captcha answer), kept for the
 * signed-in account (or the guest) until the server confirms it (issue 25).
 */
export const reportDraft = (subject: string) =>
  createDraft(`report-offense.${subject}`, draftSchema, { days: 7 });
