/**
 * Issue 16 and 27: the one profile page (/fanprofil/-/userid/{id}) with achievements, live stats,
 * stage, photo crop and picture source; endpoints parsed with the widgets' schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveResponse as achievementsAnswer } from '../../widgets/profile-achievements/src/api.ts';
import { profileAchievementsProps } from '../../widgets/profile-achievements/src/props.ts';
import { saveResponse as statsAnswer } from '../../widgets/profile-live-stats/src/api.ts';
import { profileLiveStatsProps } from '../../widgets/profile-live-stats/src/props.ts';
import { saveResponse as stageAnswer } from '../../widgets/profile-stage/src/api.ts';
import { profileStageProps } from '../../widgets/profile-stage/src/props.ts';
import { Client, createTestEnv, type TestEnv } from './testing/harness.ts';

const MAX = '/fanprofil/-/userid/10002';
const LENA = '/fanprofil/-/userid/10001';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

/** The raw props of a host: its data-* attributes over its props JSON. */
function hostProps(page: string, widget: string): Record<string, unknown> {
  const re = new RegExp(
    `<div\\s+data-widget="${widget}"([^>]*)>\\s*<script type="application/json" data-props>([^<]*)</script>`,
  );
  const host = re.exec(page);
  if (!host) throw new Error(`no ${widget} host`);
  const attrs = Object.fromEntries(
    [...(host[1] ?? '').matchAll(/data-([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [
      (k ?? '').replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase()),
      v,
    ]),
  );
  return { ...(JSON.parse(host[2] ?? '{}') as object), ...attrs };
}

describe('profile widgets (issue 16)', () => {
  it('a visitor sees the widgets without edit controls or save URLs', async () => {
    const page = await (await new Client(env.app).get(MAX)).text();
    const stage = profileStageProps.parse(hostProps(page, 'profile-stage'));
    expect(stage).toMatchObject({ editable: false, saveUrl: '', name: 'Max Mustermann' });
    const ach = profileAchievementsProps.parse(hostProps(page, 'profile-achievements'));
    expect(ach.editable).toBe(false);
    expect(ach.list).toHaveLength(6);
    const stats = profileLiveStatsProps.parse(hostProps(page, 'profile-live-stats'));
    expect(stats.stats.map((s) => s.label)).toContain('Punkte pro Spiel');
    expect(stats.editable).toBe(false);
    // Max has neither achievements nor statistics yet: both hosts reserve one line, no slots.
    expect(page.match(/profile-host--one-line/g)).toHaveLength(2);
  });

  it('the owner saves achievements, stats and stage; the choices persist', async () => {
    const client = await Client.loggedIn(env.app, 'max');
    const own = await (await client.get(MAX)).text();
    const ach = profileAchievementsProps.parse(hostProps(own, 'profile-achievements'));
    expect(ach).toMatchObject({ editable: true, saveUrl: '/ajax/profil/erfolge' });

    const a = await client.post('/ajax/profil/erfolge', {
      values: [{ badgeid: 'pokal', headline: 'Kreispokal 2025', position: 2 }],
    });
    expect(achievementsAnswer.parse(await a.json()).values?.[0]).toMatchObject({
      badgeid: 'pokal',
      imageUrl: '/assets/images/components/badges/pokal.svg',
    });
    const s = await client.post('/ajax/profil/statistiken', {
      slots: ['goals', null, 'minutes', null],
    });
    expect(statsAnswer.parse(await s.json()).success).toBe(true);
    const b = await client.post('/ajax/profil/buehne', { background: 'flutlicht' });
    expect(stageAnswer.parse(await b.json()).background).toBe('flutlicht');

    const page = await (await new Client(env.app).get(MAX)).text();
    expect(profileStageProps.parse(hostProps(page, 'profile-stage')).background).toBe('flutlicht');
    const values = profileAchievementsProps.parse(hostProps(page, 'profile-achievements')).values;
    expect(values).toEqual([
      {
        badgeid: 'pokal',
        headline: 'Kreispokal 2025',
        position: 2,
        flavor: 'Pokalsieg',
        imageUrl: '/assets/images/components/badges/pokal.svg',
      },
    ]);
    const stats = profileLiveStatsProps.parse(hostProps(page, 'profile-live-stats')).stats;
    expect(stats.filter((x) => x.taken).map((x) => [x.id, x.sortPos])).toEqual([
      ['minutes', 3],
      ['goals', 1],
    ]);
    expect(page).not.toContain('profile-host--one-line');
  });

  it('refuses bad input and anonymous saves', async () => {
    const anon = new Client(env.app);
    expect((await anon.post('/ajax/profil/buehne', { background: 'rasen' })).status).toBe(401);
    const client = await Client.loggedIn(env.app, 'max');
    for (const [path, body] of [
      ['/ajax/profil/erfolge', { values: [{ badgeid: 'pokal', headline: ' ', position: 1 }] }],
      ['/ajax/profil/erfolge', { values: [{ badgeid: 'x', headline: 'a', position: 1 }] }],
      ['/ajax/profil/erfolge', { values: [{ badgeid: 'pokal', headline: 'a', position: 9 }] }],
      ['/ajax/profil/statistiken', { slots: ['goals', 'goals', null, null] }],
      ['/ajax/profil/statistiken', { slots: ['goals'] }],
      ['/ajax/profil/buehne', { background: '__proto__' }],
    ] as const)
      expect((await client.post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
  });

  it('an under-16 profile stays restricted for others; its owner gets the consent layer and the widgets', async () => {
    const visitor = await (await new Client(env.app).get(LENA)).text();
    expect(visitor).not.toContain('data-widget="profile-stage"');
    expect(visitor).toContain('nur eingeschränkt sichtbar');
    const client = await Client.loggedIn(env.app, 'lena');
    const own = await (await client.get(LENA)).text();
    expect(own).toContain('data-layer="dsgvo_u16"');
    expect(own).toContain('data-widget="profile-achievements"');
  });

  it('the owner finds every profile widget on the one page; visitors get no edit widgets', async () => {
    const client = await Client.loggedIn(env.app, 'max');
    const own = await (await client.get(MAX)).text();
    for (const widget of [
      'profile-stage',
      'profile-achievements',
      'profile-live-stats',
      'photo-upload',
      'profile-image-source',
    ])
      expect(own, widget).toContain(`data-widget="${widget}"`);
    expect(own).toContain('data-comp="profilepicture"');
    for (const visitor of [new Client(env.app), await Client.loggedIn(env.app, 'admin')]) {
      const page = await (await visitor.get(MAX)).text();
      expect(page).toContain('data-widget="profile-achievements"');
      expect(page).not.toContain('data-widget="photo-upload"');
      expect(page).not.toContain('data-widget="profile-image-source"');
      expect(page).not.toContain('data-save-url=');
    }
  });

  it("the owner's picture section speaks the page's language (it stayed German on English pages)", async () => {
    const source = (page: string) => {
      const host =
        /data-widget="profile-image-source"[^>]*data-label="([^"]*)"[^>]*>\s*<script type="application\/json" data-props>([^<]*)</.exec(
          page,
        );
      const options = (JSON.parse(host?.[2] ?? '{}') as { options?: { label: string }[] }).options;
      return { label: host?.[1], options: options?.map((o) => o.label) };
    };
    const client = await Client.loggedIn(env.app, 'max');
    const german = await (await client.get(MAX)).text();
    expect(german).toContain('<h2 id="profile-photo-title">Dein Profilbild</h2>');
    expect(source(german)).toEqual({
      label: 'Profilbild zeigen als',
      options: ['Anfangsbuchstabe', 'Vereinsfarben', 'Eigenes Foto'],
    });
    client.jar.set('FBDE_LANG', 'en');
    const english = await (await client.get(MAX)).text();
    expect(english).toContain('<h2 id="profile-photo-title">Your profile picture</h2>');
    expect(english).toContain('alt="Your profile picture"');
    expect(source(english)).toEqual({
      label: 'Show profile picture as',
      options: ['Initial', 'Club colours', 'Own photo'],
    });
    expect(english).not.toContain('Profilbild');
  });

  it('the old address by user name redirects there for good', async () => {
    for (const [name, path] of [
      ['max', MAX],
      ['lena', LENA],
    ] as const) {
      const res = await new Client(env.app).get(`/profil/${name}`);
      expect(res.status, name).toBe(301);
      expect(res.headers.get('Location')).toBe(path);
    }
  });

  it('an unknown profile is 404, by name and by id', async () => {
    expect((await new Client(env.app).get('/profil/niemand')).status).toBe(404);
    expect((await new Client(env.app).get('/fanprofil/-/userid/999')).status).toBe(404);
  });
});
