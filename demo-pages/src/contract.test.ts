/**
 * Contract tests: responses of the reference CMS parsed with each widget's own response schema
 * (widgets/<name>/src/api.ts), so a drift on either side fails here. Where the server promises
 * more than the widget needs (a fragment without scripts), a local schema checks that too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { headerWarningResponse } from '../../widgets/header-warning/src/api.ts';
import { surveyFragmentResponse } from '../../widgets/survey-layer/src/api.ts';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';

// GET /ajax/survey/{segment}.html: an HTML fragment (no document), possibly empty.
const surveyFragmentSchema = z
  .string()
  .check(
    z.refine(
      (html) => !/<(html|head|body|script)\b/i.test(html),
      'a fragment without document or script elements',
    ),
  );

// POST /ajax/dsgvo-u16/consent with Accept: application/json.
const consentSchema = z.object({
  success: z.literal(true),
  consent: z.object({ kind: z.literal('dsgvo_u16'), givenAt: z.iso.datetime() }),
});

// Every JSON error body: packages/api errorMessage() reads error.message.
const errorSchema = z.object({
  success: z.literal(false),
  error: z.object({ message: z.string().check(z.minLength(1)) }),
});

// The page configuration every page embeds (runtime config.ts keys).
const pageConfigSchema = z.object({
  productPrefix: z.string(),
  providerAbbreviation: z.string(),
  loginUrl: z.string(),
  staticBase: z.string(),
  language: z.enum(['de', 'en']),
  userConfig: z.record(z.string(), z.string()),
});

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

describe('contract: demo-pages responses fit the widgets’ shapes', () => {
  it('header-warning', async () => {
    const body = await (await new Client(env.app).get('/ajax/header-warning.json')).json();
    expect(headerWarningResponse.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ active: expect.stringMatching(/^[01]$/) });
  });

  it('survey-layer fragments, filled and empty', async () => {
    for (const segment of ['index', 'news', 'verein']) {
      const text = flat(
        await (await new Client(env.app).get(`/ajax/survey/${segment}.html`)).text(),
      );
      expect(surveyFragmentResponse.safeParse(text).success, segment).toBe(true);
      expect(surveyFragmentSchema.safeParse(text).success, segment).toBe(true);
    }
  });

  it('dsgvo_u16 consent and error bodies', async () => {
    const lena = new Client(env.app);
    await lena.login('lena');
    const headers = { 'X-CSRF-Token': lena.cookie('FBDE_CSRF') ?? '', Accept: 'application/json' };
    const ok = await (
      await lena.request('/ajax/dsgvo-u16/consent', { method: 'POST', headers })
    ).json();
    expect(consentSchema.safeParse(ok).success).toBe(true);
    const refused = await (
      await lena.request('/ajax/dsgvo-u16/consent', {
        method: 'POST',
        headers: { Accept: 'application/json' },
      })
    ).json();
    expect(errorSchema.safeParse(refused).success).toBe(true);
    const missing = await (await new Client(env.app).get('/ajax/unbekannt.json')).json();
    expect(errorSchema.safeParse(missing).success).toBe(true);
  });

  it('page config', async () => {
    const page = flat(await (await new Client(env.app).get('/')).text());
    const json =
      /<script type="application\/json" id="anstoss-config">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(pageConfigSchema.safeParse(JSON.parse(json)).success).toBe(true);
  });
});
