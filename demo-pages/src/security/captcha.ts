/**
 * The offense-report captcha (spec §3 Offense report: captcha-code and captcha-digest): an
 * arithmetic question whose answer is never sent to the browser. The digest is
 * `{expiry}.{HMAC-SHA256(secret, answer:expiry)}`; a form answers with the code the person typed
 * and the digest it was given. A digest is valid for 30 minutes and only with the right answer.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Per process: a restart invalidates open captchas, which is what a captcha should do. */
const SECRET = randomBytes(32);
export const CAPTCHA_TTL_MS = 30 * 60 * 1000;

export interface Captcha {
  question: string;
  digest: string;
}

function sign(answer: string, expiry: number): string {
  return createHmac('sha256', SECRET).update(`${answer}:${expiry}`).digest('base64url');
}

export function newCaptcha(now: Date = new Date()): Captcha {
  const a = randomInt(2, 10);
  const b = randomInt(1, 10);
  const expiry = now.getTime() + CAPTCHA_TTL_MS;
  return {
    question: `Wie viel ist ${a} + ${b}?`,
    digest: `${expiry}.${sign(String(a + b), expiry)}`,
  };
}

/** True only for the right answer to an unexpired digest of ours. */
export function checkCaptcha(code: string, digest: string, now: Date = new Date()): boolean {
  const [expiryText, mac] = digest.split('.');
  const expiry = Number(expiryText);
  if (!mac || !Number.isSafeInteger(expiry) || expiry < now.getTime()) return false;
  const answer = code.trim();
  if (!/^\d{1,3}$/.test(answer)) return false;
  const expected = Buffer.from(sign(String(Number(answer)), expiry));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
