import type { Captcha, ReportResponse } from '@anstoss/api/report';

export const captchaFixture: Captcha = { question: 'Wie viel ist 3 + 4?', digest: '999.abc' };
export const nextCaptchaFixture: Captcha = { question: 'Wie viel ist 5 + 1?', digest: '999.def' };
export const successFixture: ReportResponse = { success: true };
export const captchaWrongFixture: ReportResponse = {
  success: false,
  error: { message: 'Die Sicherheitsfrage wurde falsch beantwortet.' },
};
