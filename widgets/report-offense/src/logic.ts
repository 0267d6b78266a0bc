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
  articleUuid?: string | undefined;
  matchId?: string | undefined;
  tickerId?: string | undefined;
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
 * pair, and match_id plus ticker_id for live tickers or article-uuid for news.
 */
export function reportFields(values: ReportValues, ctx: ReportContext): Record<string, string> {
  const fields: Record<string, string> = {
    action: 'report_offense',
    fw_url: ctx.pageUrl,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    text: values.text.trim(),
    reason: ctx.fixedReason ?? values.reason,
    'captcha-code': values.captchaCode.trim(),
    'captcha-digest': ctx.captchaDigest,
  };
  if (ctx.matchId && ctx.tickerId) {
    fields.match_id = ctx.matchId;
    fields.ticker_id = ctx.tickerId;
  } else if (ctx.articleUuid) {
    fields['article-uuid'] = ctx.articleUuid;
  }
  return fields;
}
