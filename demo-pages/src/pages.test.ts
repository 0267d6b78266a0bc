import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPlayers } from './repo/statistics.ts';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

async function firstSlug(sql: string): Promise<string> {
  const rows = await env.db.query<{ slug: string }>(sql);
  const slug = rows[0]?.slug;
  if (!slug) throw new Error(`no row for ${sql}`);
  return slug;
}

function scriptNonce(markup: string): string | undefined {
  return /<script nonce="([^"]+)">var edMandant/.exec(markup)?.[1];
}

/** The page at `path` as an English reader gets it (the language cookie), whitespace collapsed. */
async function englishPage(path: string, client = new Client(env.app)): Promise<string> {
  client.jar.set('FBDE_LANG', 'en');
  return flat(await (await client.get(path)).text());
}

/** The visible text of <main>: tags and attribute values removed, so only what a reader sees. */
function mainText(page: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';
  return main.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ');
}

/** German words of the portal's own texts that an English page must not show. */
function germanWordsIn(text: string, words: readonly string[]): string[] {
  return words.filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(text));
}

const GERMAN_CHROME = ['Anmelden', 'Zurück', 'Seite', 'Startseite', 'Verein', 'Spiele', 'Fehler'];

describe('pages', () => {
  it('start page carries the three widgets, config, page variables and German chrome', async () => {
    const res = await new Client(env.app).get('/');
    expect(res.status).toBe(200);
    const page = flat(await res.text());
    expect(page).toContain('<html lang="de">');
    expect(page).toContain(
      '<div data-widget="cookie-consent" data-privacy-url="/datenschutz"></div>',
    );
    // The active warning is rendered into its host (and handed to the widget as its props).
    expect(page).toContain(
      '<div data-widget="header-warning" data-url="/ajax/header-warning.json"><script type="application/json" data-props>{"warning":{"active":"1","title":"Unwetterwarnung",',
    );
    expect(page).toContain('<p id="header-warning-title" class="ast-header-warning__title">');
    expect(page).toMatch(
      /<div data-widget="survey-layer" data-url="\/ajax\/survey\/\{path\}\.html" data-name="FBDE_SURVEY_startseite_2026"><\/div>/,
    );
    expect(page).toContain(
      '<script type="module" src="/static/anstoss/1.0.0/runtime.js"></script>',
    );
    expect(page).toContain('<link rel="stylesheet" href="/static/anstoss/1.0.0/anstoss.css">');
    const config = /<script type="application\/json" id="anstoss-config">(.*?)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(config ?? '')).toMatchObject({
      productPrefix: 'FBDE',
      loginUrl: '/login',
      language: 'de',
    });
    expect(page).toContain('var edMandant = "_22"; var edSaison = "_2526";');
    expect(page).toContain('data-cookie-settings-open>Cookie-Einstellungen</a>');
    expect(page).toContain('data-language-switch="en"');
    expect(page).toContain('Zum Inhalt springen');
    expect(page).toContain('Aktuelle News aus Mittelrhein');
    expect(page).toContain('Nächste Spiele');
    expect(page).toMatch(/<main id="inhalt"/);
  });

  it('sends a strict CSP whose nonce matches the page-variable script', async () => {
    const res = await new Client(env.app).get('/');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const nonce = scriptNonce(flat(await res.text()));
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-eval');
    // Only style attributes of sanitised server HTML may be inline; never scripts or style sheets.
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('script-src')).not.toContain('unsafe-inline');
    expect(directives.get('style-src')).not.toContain('unsafe-inline');
    expect(directives.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const second = scriptNonce(flat(await (await new Client(env.app).get('/')).text()));
    expect(second).not.toBe(nonce);
  });

  it('renders a news article with share links and the news survey', async () => {
    const slug = await firstSlug(`SELECT slug FROM news ORDER BY published_at DESC LIMIT 1`);
    const res = await new Client(env.app).get(`/news/${slug}`);
    expect(res.status).toBe(200);
    const page = flat(await res.text());
    expect(page).toContain('Artikel teilen');
    expect(page).toContain('data-share="whatsapp"');
    expect(page).toContain('data-name="FBDE_SURVEY_news_2026"');
    expect((await new Client(env.app).get('/news')).status).toBe(200);
    expect(
      (await new Client(env.app).get('/news?verband=_22&kategorie=herren&seite=99')).status,
    ).toBe(200);
  });

  it('renders a competition with table, fixtures and all eight page variables', async () => {
    const slug = await firstSlug(
      `SELECT slug FROM competitions WHERE format = 'league' AND season_id = '_2526' ORDER BY slug LIMIT 1`,
    );
    const res = await new Client(env.app).get(`/wettbewerb/${slug}`);
    expect(res.status).toBe(200);
    const page = flat(await res.text());
    expect(page).toContain('<h2 id="tabelle-title">Tabelle</h2>');
    expect(page).toContain('Spielplan');
    expect(page).toContain('data-section-nav');
    expect(page).toContain('href="#!/section/tabelle"');
    for (const v of [
      'edMandant',
      'edSaison',
      'edWettkampfTyp',
      'edMannschaftsart',
      'edSpielklasse',
      'edGebiet',
      'edWettbewerbId',
      'edWettbewerbUrl',
    ]) {
      expect(page).toContain(`var ${v} = "`);
    }
    expect(page).toContain(`var edWettbewerbId = "_${slug}"`);
    expect(page).toContain(`var edWettbewerbUrl = "/wettbewerb/${slug}"`);
  });

  it('shows each team of the league table and the fixtures with its club crest, size reserved', async () => {
    const slug = await firstSlug(
      `SELECT slug FROM competitions WHERE format = 'league' AND season_id = '_2526' ORDER BY slug LIMIT 1`,
    );
    const client = new Client(env.app);
    const page = flat(await (await client.get(`/wettbewerb/${slug}`)).text());
    const table = page.slice(page.indexOf('<table class="standings">'), page.indexOf('</table>'));
    const rows = table.match(/<th scope="row">.*?<\/th>/g) ?? [];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const [, crest, club] =
        /src="\/bilder\/wappen\/([a-z0-9-]+)\.svg" width="20" height="20" alt=""[^>]*><a href="\/verein\/([a-z0-9-]+)"/.exec(
          row,
        ) ?? [];
      expect(crest, row).toBeDefined();
      expect(crest, row).toBe(club);
    }
    const fixtures = page.slice(page.indexOf('<table class="matches">'));
    expect(fixtures).toMatch(
      /<td class="matches__home"><span class="team-cell"><img class="team-crest" src="\/bilder\/wappen\//,
    );
    const [, crestSlug] = /src="\/bilder\/wappen\/([a-z0-9-]+\.svg)"/.exec(table) ?? [];
    const crest = await client.get(`/bilder/wappen/${crestSlug}`);
    expect(crest.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await crest.text()).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect((await client.get('/bilder/wappen/gibt-es-nicht.svg')).status).toBe(404);
  });

  it("names a competition's area once when it is the whole association (a Landesliga)", async () => {
    const rows = await env.db.query<{
      slug: string;
      area: string;
      areaName: string;
      assoc: string;
    }>(
      `SELECT c.slug, ar.id AS area, ar.name AS "areaName", a.name AS assoc FROM competitions c
       JOIN areas ar ON ar.id = c.area_id JOIN associations a ON a.id = c.association_id
       WHERE c.format = 'league' ORDER BY c.slug LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('no league');
    const meta = async (): Promise<string[]> => {
      const page = flat(await (await new Client(env.app).get(`/wettbewerb/${row.slug}`)).text());
      const line = /<p class="page-head__meta">([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '';
      return line
        .replace(/<[^>]*>/g, ' ')
        .split('·')
        .map((part) => part.replace(/\s+/g, ' ').trim());
    };
    const district = await meta();
    expect(district.slice(0, 2)).toEqual([row.assoc, row.areaName]);
    // The league's area made the whole association, as a Landesliga's is.
    await env.db.query(`UPDATE areas SET name = $1 WHERE id = $2`, [row.assoc, row.area]);
    try {
      const whole = await meta();
      expect(whole[0]).toBe(row.assoc);
      expect(whole).toHaveLength(district.length - 1);
      expect(new Set(whole).size).toBe(whole.length);
    } finally {
      await env.db.query(`UPDATE areas SET name = $1 WHERE id = $2`, [row.areaName, row.area]);
    }
  });

  it('renders clubs, club search, competition overview and legal pages', async () => {
    const club = await firstSlug(`SELECT slug FROM clubs ORDER BY id LIMIT 1`);
    const clubPage = flat(await (await new Client(env.app).get(`/verein/${club}`)).text());
    expect(clubPage).toContain('Mannschaften');
    expect(clubPage).toContain('Vereinsinfos');
    // The match tables span the page: in the column beside the facts box the five-column tables
    // cut their guest names at 1280 px (issue 26). Teams stay beside the facts.
    const columns = clubPage.slice(
      clubPage.indexOf('class="two-col"'),
      clubPage.indexOf('</aside>'),
    );
    expect(columns).toContain('id="teams-title"');
    expect(columns).not.toContain('id="next-title"');
    expect(columns).not.toContain('id="recent-title"');
    expect(clubPage).toContain('id="recent-title"');
    const search = await (
      await new Client(env.app).get('/vereine?q=' + encodeURIComponent(club.slice(0, 4)))
    ).text();
    expect(search).toContain('Vereine gefunden');
    // The widget's field starts with the search the list below answers (it was empty).
    expect(search).toContain(`data-value="${club.slice(0, 4)}"`);
    for (const [path, text] of [
      ['/wettbewerbe', 'Wettbewerbe'],
      ['/wettbewerbe?verband=_03&saison=_2425', 'Berlin'],
      ['/impressum', 'Impressum'],
      ['/datenschutz', 'Datenschutzerklärung'],
      ['/seitenfunktionen', 'Seitenfunktionen'],
      ['/hochladen', 'Fotos hochladen'],
      ['/login', 'Anmelden'],
      ['/umfrage/startseite-2026', 'Wie gefällt dir die neue Startseite?'],
      ['/fanprofil/-/userid/10002', 'Max Mustermann'],
    ] as const) {
      const res = await new Client(env.app).get(path);
      expect(res.status, path).toBe(200);
      expect(flat(await res.text()), path).toContain(text);
    }
  });

  it('marks the editors\' German news titles and teasers lang="de" in English pages, not in German ones', async () => {
    const english = await englishPage('/news');
    const cards = [...english.matchAll(/<article class="card news-card">([\s\S]*?)<\/article>/g)];
    expect(cards.length).toBeGreaterThan(0);
    for (const [card] of cards) {
      expect(card).toMatch(/<h[23] class="card__title" lang="de">/);
      expect(card).toMatch(/<p lang="de">/);
    }
    const german = flat(await (await new Client(env.app).get('/news')).text());
    expect(german).toContain('class="card news-card"');
    expect(german).not.toMatch(/card__title" lang="de"/);
  });

  it('names the club colours, the cross table placeholder and the toolbox count in English', async () => {
    const rows = await env.db.query<{ slug: string; colors: string }>(
      `SELECT slug, colors FROM clubs WHERE colors = 'Schwarz-Weiß' ORDER BY id LIMIT 1`,
    );
    const club = rows[0];
    if (!club) throw new Error('no black and white club in the seed');
    const english = await englishPage(`/verein/${club.slug}`);
    expect(english).toContain('<dt>Club colours</dt> <dd>Black and white</dd>');
    expect(english).not.toContain('Schwarz-Weiß</dd>');
    const german = flat(await (await new Client(env.app).get(`/verein/${club.slug}`)).text());
    expect(german).toContain('<dt>Vereinsfarben</dt> <dd>Schwarz-Weiß</dd>');

    const league = await firstSlug(
      `SELECT slug FROM competitions WHERE format = 'league' ORDER BY id LIMIT 1`,
    );
    const competition = mainText(await englishPage(`/wettbewerb/${league}`));
    expect(competition).toContain('Loading the cross table …');
    expect(competition).not.toContain('wird geladen');

    const client = new Client(env.app);
    client.jar.set('FBDE_LANG', 'en');
    const toolbox = (await (await client.get('/ajax/news/toolbox/-/kategorie/herren')).json()) as {
      html: string;
    };
    expect(toolbox.html).toMatch(/<p class="result-count">[\d,]+ articles found<\/p>/);
    expect(toolbox.html).toMatch(/<h2 class="card__title" lang="de">/);
  });

  it('renders the error, legal, login, profile and personal pages in English', async () => {
    const notFound = await englishPage('/verein/unbekannt');
    expect(notFound).toContain('<h1>Page not found</h1>');
    expect(notFound).toContain('<title>Page not found – Anstoss</title>');
    expect(germanWordsIn(mainText(notFound), GERMAN_CHROME)).toEqual([]);

    const imprint = await englishPage('/impressum');
    expect(imprint).toContain('<h1>Legal notice</h1>');
    expect(imprint).toContain('Responsible for the content');
    // The postal address stays German and says so.
    expect(imprint).toContain('<address lang="de">Anstoss Demo-Portal');
    expect(germanWordsIn(mainText(imprint), ['Kontakt', 'Hinweis', 'Angaben'])).toEqual([]);

    const privacy = await englishPage('/datenschutz');
    expect(privacy).toContain('<h1>Privacy policy</h1>');
    expect(privacy).toContain('<h2 id="minderjaehrige">Members under 16</h2>');
    expect(germanWordsIn(mainText(privacy), ['Deine', 'Rechte', 'Einwilligung'])).toEqual([]);

    const login = await englishPage('/login');
    expect(login).toContain('<h1>Log in</h1>');
    expect(login).toContain('<label for="login-password">Password</label>');
    expect(germanWordsIn(mainText(login), [...GERMAN_CHROME, 'Passwort', 'Jahre'])).toEqual([]);
    const failed = new Client(env.app);
    failed.jar.set('FBDE_LANG', 'en');
    const wrong = flat(await (await failed.login('max', 'falsch', '/')).text());
    expect(wrong).toContain('Username or password is wrong.');

    const max = await Client.loggedIn(env.app, 'max');
    const own = await englishPage('/fanprofil/-/userid/10002', max);
    expect(own).toContain('Member since');
    expect(own).toContain('About me');
    expect(germanWordsIn(mainText(own), ['Mitglied', 'Lieblingsmannschaften', 'Über'])).toEqual([]);
    expect(await englishPage('/mein-fussball', max)).toContain('<h1>My football</h1>');
  });

  it('renders the administration, submissions, editor and page-features pages in English', async () => {
    const verein = await Client.loggedIn(env.app, 'verein');
    const admin = await englishPage('/admin', verein);
    expect(admin).toContain('<h1>Administration</h1>');
    expect(admin).toContain('Reset the demo data');
    expect(germanWordsIn(mainText(admin), ['Speichern', 'Umfragen', 'Zurücksetzen'])).toEqual([]);
    const uploads = await englishPage('/admin/uploads', verein);
    expect(uploads).toContain('<h1>Uploads and submissions</h1>');
    expect(germanWordsIn(mainText(uploads), ['Zurück', 'Größe', 'Vorschau'])).toEqual([]);
    const sent = await englishPage('/admin/einsendungen', verein);
    expect(sent).toContain('<h1>Submissions</h1>');
    expect(germanWordsIn(mainText(sent), ['Zurück', 'Einsendungen'])).toEqual([]);
    expect(await englishPage('/artikel/neu', verein)).toContain('<h1>New article</h1>');
    expect(await englishPage('/verein/spielberichte', verein)).toContain(
      '<h1>Generated match reports</h1>',
    );

    const goal = await englishPage('/tor-der-woche');
    expect(goal).toContain('<h1>Goal of the week</h1>');
    expect(goal).toContain('To send something in you must be');
    expect(germanWordsIn(mainText(goal), ['Anmeldung', 'Tor'])).toEqual([]);
    expect(await englishPage('/einsenden')).toContain('<h1>Send in</h1>');

    const features = await englishPage('/seitenfunktionen');
    expect(features).toContain('<h1>Page features</h1>');
    expect(features).toContain('<h2 id="seitenhilfen-title">Form and page helpers</h2>');
    expect(
      germanWordsIn(mainText(features), ['Anmelden', 'Schließen', 'Seite', 'Bedingungen', 'Layer']),
    ).toEqual([]);
  });

  it('sorts found players by the name it shows: a private first name is sorted by its initial', async () => {
    // Alexander and Anna in public, Andreas private: sorted by the hidden name, "A. Quastwedel"
    // would stand between the two and tell that the name lies between them.
    const [team] = await env.db.query<{ id: number }>('SELECT id FROM teams ORDER BY id LIMIT 1');
    const players: [number, string, boolean][] = [
      [990001, 'Alexander', false],
      [990002, 'Andreas', true],
      [990003, 'Anna', false],
    ];
    for (const [id, firstName, hidden] of players)
      await env.db.query(
        `INSERT INTO players (id, team_id, first_name, last_name, jersey_nr, position, birth_year, is_not_public)
         VALUES ($1, $2, $3, 'Quastwedel', 7, 'Abwehr', 1999, $4)`,
        [id, team!.id, firstName, hidden],
      );
    const hits = await searchPlayers(env.db, 'Quastwedel');
    expect(hits.map((h) => (h.isNotPublic ? `${h.firstName[0]}.` : h.firstName))).toEqual([
      'A.',
      'Alexander',
      'Anna',
    ]);
  });

  it("a team's page lists its squad by position, goal first, a private name as its initial", async () => {
    const [team] = await env.db.query<{ id: number }>(
      `SELECT team_id AS id FROM players GROUP BY team_id HAVING bool_or(is_not_public) ORDER BY team_id LIMIT 1`,
    );
    const players = await env.db.query<{ first: string; last: string; hidden: boolean }>(
      'SELECT first_name AS first, last_name AS last, is_not_public AS hidden FROM players WHERE team_id = $1',
      [team!.id],
    );
    const page = flat(await (await new Client(env.app).get(`/mannschaft/${team!.id}`)).text());
    const squad = page.slice(page.indexOf('id="team-squad-title"'));
    expect(squad).toContain('<h3>Tor</h3>');
    expect(squad.indexOf('<h3>Tor</h3>')).toBeLessThan(squad.indexOf('<h3>Abwehr</h3>'));
    for (const p of players)
      if (p.hidden) {
        expect(squad).toContain(`${p.first[0]}. ${p.last}`);
        expect(squad).not.toContain(`${p.first} ${p.last}`);
      } else expect(squad).toContain(`${p.first} ${p.last}`);
  });

  it('escapes user input it echoes', async () => {
    const page = await (
      await new Client(env.app).get('/vereine?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    ).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('data-value="&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('the behaviours page exercises every server-markup behaviour', async () => {
    const page = flat(await (await new Client(env.app).get('/seitenfunktionen')).text());
    for (const type of [
      'equal',
      'notequal',
      'inarray',
      'inarraystartswith',
      'notinarray',
      'exist',
      'notexist',
      'existVisible',
      'notexistVisible',
    ]) {
      expect(page, type).toMatch(new RegExp(`data-condition="${type} `));
    }
    expect(page).toContain('data-condition="equal config:role club"');
    expect(page).toContain('data-template data-template-attrs="href"');
    expect(page).toContain('data-login-gate');
    expect(page).toContain('data-login-trigger');
    expect(page).toContain('<select id="gate-select" name="bewertung" data-login-gate>');
    expect(page).toContain('<section id="layer"');
    expect(page).toContain('data-layer-open="demo-hinweis"');
    expect(page).toContain('<dialog class="layer" data-layer="demo-hinweis"');
    expect(page).toContain('data-popup');
    for (const net of ['facebook', 'x', 'whatsapp', 'mail'])
      expect(page).toContain(`data-share="${net}"`);
    expect(page).toContain('href="#!/sprungziel"');
  });

  it('the upload page pairs a contact-hint file input with its layer', async () => {
    const page = flat(await (await new Client(env.app).get('/hochladen')).text());
    expect(page).toMatch(/<input id="upload-file" name="datei" type="file"[^>]*data-contact-hint/);
    expect(page).toContain(
      '<dialog class="layer" data-layer="contact-hint" aria-labelledby="contact-hint-title"',
    );
    expect(page).toContain('data-layer-confirm');
    expect(page).toContain('data-layer-close');
    expect(page).toContain('data-condition="exist FBDE_LOGIN"');
  });

  it('answers unknown pages with a German 404 page', async () => {
    for (const path of [
      '/gibt-es-nicht',
      '/news/unbekannt',
      '/verein/unbekannt',
      '/wettbewerb/unbekannt',
      '/fanprofil/-/userid/999',
    ]) {
      const res = await new Client(env.app).get(path);
      expect(res.status, path).toBe(404);
      expect(flat(await res.text())).toContain('Seite nicht gefunden');
    }
  });

  it('switches the chrome language with the FBDE_LANG cookie', async () => {
    const client = new Client(env.app);
    const res = await client.get('/sprache?lang=en&fw_url=%2Fimpressum');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/impressum');
    expect(client.cookie('FBDE_LANG')).toBe('en');
    const page = flat(await (await client.get('/impressum')).text());
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Skip to content');
    // The CMS's own page texts follow the language too (i18n/pages.ts): no German island.
    expect(page).toContain('<main id="inhalt" class="wrap" tabindex="-1">');
    expect(page).toContain('"language":"en"');
    expect(
      (await client.get('/sprache?lang=de&fw_url=https%3A%2F%2Fevil.example')).headers.get(
        'Location',
      ),
    ).toBe('/');
  });

  it('serves the static layout path without escaping its root', async () => {
    const client = new Client(env.app);
    expect((await client.get('/static/anstoss/1.0.0/runtime.js')).status).toBe(404);
    expect((await client.get('/static/anstoss/1.0.0/..%2f..%2fpackage.json')).status).toBe(404);
    const css = await client.get('/assets/site.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toContain('text/css');
    expect((await client.get('/assets/..%2fapp.ts')).status).toBe(404);
    expect((await client.get('/bilder/news/120.svg')).headers.get('Content-Type')).toBe(
      'image/svg+xml',
    );
  });
});

describe('header warning in the page', () => {
  it('is left out once the visitor closed it in this session, and passes the props schema', async () => {
    const { headerWarningProps } = await import('../../widgets/header-warning/src/props.ts');
    const { warningFingerprint } = await import('../../widgets/header-warning/src/logic.ts');
    const page = await (await new Client(env.app).get('/')).text();
    const props =
      /data-widget="header-warning"[^>]*><script type="application\/json" data-props>(.*?)<\/script>/.exec(
        page,
      )?.[1];
    const parsed = headerWarningProps.parse({ url: '/x', ...JSON.parse(props ?? '{}') });
    const warning = parsed.warning;
    expect(warning?.active).toBe('1');
    const fingerprint = warningFingerprint({
      title: warning?.title ?? '',
      text: warning?.text ?? '',
    });
    const closed = await (
      await env.app.request('/', {
        headers: { Cookie: `FBDE_HEADER_WARNING_DISMISSED=${fingerprint}` },
      })
    ).text();
    expect(closed).not.toContain('ast-header-warning__title');
    expect(closed).toContain('"warning":{"active":"0"');
  });
});
