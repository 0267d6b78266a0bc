/**
 * Captchas (spec §3 Offense report: captcha-code and captcha-digest; also the login once an
 * account or the whole site sees many failures): an arithmetic question whose answer is never
 * sent to the browser. The digest is `{expiry}.{nonce}.{HMAC-SHA256(secret, answer:expiry:nonce)}`;
 * a form answers with the code the person typed and the digest it was given.
 * Each digest counts once: the server keeps the digests it handed out and not yet used (until
 * they expire, in a bounded store), and the first check removes one, right or wrong, so neither
 * a solved nor a guessed digest can be tried again. Keeping the open ones rather than the used
 * ones means a flood of forged digests cannot push a used digest out of memory and make it valid
 * again; at worst it pushes out open ones, which then fail safely. Questions mix addition,
 * subtraction and multiplication, so an answer is one of several hundred numbers.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { memoryOneTimeTokens } from './bounded.ts';
import type { OneTimeTokens } from './shared.ts';

export const CAPTCHA_TTL_MS = 30 * 60 * 1000;
/** Open digests remembered at most; beyond that the oldest go (and can no longer be used). */
const MAX_OPEN = 100_000;

export interface Captcha {
  question: string;
  digest: string;
}

export interface CaptchaTask {
  question: string;
  answer: number;
}

/** A random task; `pick(n)` returns an integer in [0, n). */
export function captchaTask(pick: (n: number) => number = (n) => randomInt(n)): CaptchaTask {
  const kind = pick(3);
  if (kind === 0) {
    const a = 11 + pick(489);
    const b = 2 + pick(98);
    return { question: `Wie viel ist ${a} plus ${b}?`, answer: a + b };
  }
  if (kind === 1) {
    const a = 50 + pick(450);
    const b = 2 + pick(48);
    return { question: `Wie viel ist ${a} minus ${b}?`, answer: a - b };
  }
  const a = 3 + pick(17);
  const b = 3 + pick(17);
  return { question: `Wie viel ist ${a} mal ${b}?`, answer: a * b };
}

export class Captchas {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number,
    /** The open digests: the database's (shared.ts) in the app, so every instance sees them. */
    private readonly open: OneTimeTokens = memoryOneTimeTokens(MAX_OPEN, now),
    private readonly task: () => CaptchaTask = () => captchaTask(),
  ) {}

  private sign(answer: number, expiry: number, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`captcha:${answer}:${expiry}:${nonce}`)
      .digest('base64url');
  }

  async create(): Promise<Captcha> {
    const { question, answer } = this.task();
    const expiry = this.now() + CAPTCHA_TTL_MS;
    const nonce = randomBytes(9).toString('base64url');
    const digest = `${expiry}.${nonce}.${this.sign(answer, expiry, nonce)}`;
    await this.open.put(digest, expiry);
    return { question, digest };
  }

  /** True only for the right answer to an unexpired, unused digest of ours; consumes it. */
  async check(code: string, digest: string): Promise<boolean> {
    const parts = digest.split('.');
    if (parts.length !== 3 || digest.length > 200) return false;
    if (!(await this.open.take(digest, this.now()))) return false;
    const [expiryText = '', nonce = '', mac = ''] = parts;
    const expiry = Number.parseInt(expiryText, 10);
    const answer = code.trim();
    if (!/^\d{1,4}$/.test(answer)) return false;
    const expected = Buffer.from(this.sign(Number.parseInt(answer, 10), expiry, nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
