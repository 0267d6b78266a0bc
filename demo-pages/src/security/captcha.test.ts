import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '../testing/harness.ts';
import { CAPTCHA_TTL_MS, Captchas, captchaTask } from './captcha.ts';

const SECRET = new Uint8Array(32).fill(3);

function setup() {
  const clock = { t: Date.parse('2026-03-14T11:00:00Z') };
  return { clock, captchas: new Captchas(SECRET, () => clock.t) };
}

describe('captchas', () => {
  it('accept the right answer once: a solved digest cannot be replayed', async () => {
    const { captchas } = setup();
    const c = await captchas.create();
    const right = solveCaptcha(c.question);
    expect(await captchas.check(right, c.digest)).toBe(true);
    expect(await captchas.check(right, c.digest)).toBe(false);
  });

  it('a wrong answer uses the digest up too (no guessing through the answers)', async () => {
    const { captchas } = setup();
    const c = await captchas.create();
    const right = solveCaptcha(c.question);
    expect(await captchas.check(String(Number(right) + 1), c.digest)).toBe(false);
    expect(await captchas.check(right, c.digest)).toBe(false);
  });

  it('refuse expired, forged and foreign digests', async () => {
    const { clock, captchas } = setup();
    const c = await captchas.create();
    const right = solveCaptcha(c.question);
    const [expiry, nonce, mac] = c.digest.split('.');
    expect(await captchas.check(right, `${Number(expiry) + 1}.${nonce}.${mac}`)).toBe(false);
    expect(await captchas.check(right, 'kaputt')).toBe(false);
    expect(await new Captchas(new Uint8Array(32), () => clock.t).check(right, c.digest)).toBe(
      false,
    );
    clock.t += CAPTCHA_TTL_MS + 1;
    expect(await captchas.check(right, c.digest)).toBe(false);
    // The digest is expiry, nonce and MAC: the answer is none of them.
    expect(c.digest.split('.')).not.toContain(right);
  });

  it('draw from several hundred possible answers', () => {
    const answers = new Set<number>();
    // Every task the three kinds can produce, enumerated by a counting `pick`.
    for (let kind = 0; kind < 3; kind++)
      for (let a = 0; a < 500; a++)
        for (let b = 0; b < 100; b++) {
          const picks = [kind, a, b];
          let i = 0;
          answers.add(captchaTask((n) => Math.min(picks[i++]!, n - 1)).answer);
        }
    expect(answers.size).toBeGreaterThan(500);
  });
});
