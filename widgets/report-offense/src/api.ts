/** The offense report's draft; the captcha and the POST are packages/api's (`@anstoss/api/report`). */
import { reportDraftSchema } from '@anstoss/api/report';
import { createDraft } from '@anstoss/storage';

export type { Captcha, ReportResponse } from '@anstoss/api/report';

/**
 * What is typed into the report of one article or ticker (not the captcha answer), kept for the
 * signed-in account (or the guest) until the server confirms it (issue 25).
 */
export const reportDraft = (subject: string) =>
  createDraft(`report-offense.${subject}`, reportDraftSchema, { days: 7 });
