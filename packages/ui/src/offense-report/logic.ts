/** Pure rules of the offense report (spec §3 Offense report, §4 Report offense). */

export interface ReportValues {
  firstname: string;
  lastname: string;
  email: string;
  text: string;
  reason: string;
  captchaCode: string;
}

export interface ReportContext {
  pageUrl: string;
  captchaDigest: string;
  /**
   * What is reported, as the fields naming it: `article-uuid` for news, `match_id` plus
   * `ticker_id` for live tickers, `media_id` for a media stream entry
   * (offered where its item options carry `report_reply`).
   */
  subject: Readonly<Record<string, string>>;
  /** A fixed reason (hidden field) wins over the radio choice. */
  fixedReason?: string | undefined;
}

export const EMPTY_VALUES: ReportValues = {
  firstname: '',
  lastname: '',
  email: '',
  text: '',
  reason: '',
  captchaCode: '',
};

/**
 * Every field of spec §3: action report_offense, fw_url, names, email, text, reason, the captcha
 * pair, and the fields naming what is reported.
 */
export function reportFields(values: ReportValues, ctx: ReportContext): Record<string, string> {
  return {
    action: 'report_offense',
    fw_url: ctx.pageUrl,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    text: values.text.trim(),
    reason: ctx.fixedReason ?? values.reason,
    'captcha-code': values.captchaCode.trim(),
    'captcha-digest': ctx.captchaDigest,
    ...ctx.subject,
  };
}
