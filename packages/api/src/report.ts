/**
 * The offense report's I/O (spec §3 Offense report, §7 Reports): the captcha and the report. One
 * copy for every place that reports (news, live tickers, the media stream's big view).
 */
import * as z from 'zod/mini';
import { getJson, postForm } from './client.ts';

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

/** What a draft of a report keeps (never the captcha answer). */
export const reportDraftSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  text: z.string(),
  reason: z.string(),
});
export type ReportDraftValues = z.infer<typeof reportDraftSchema>;
