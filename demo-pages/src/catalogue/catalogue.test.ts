import { readdirSync, existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestEnv, flat, type TestEnv } from '../testing/harness.ts';
import type { RequestState } from '../context.ts';
import {
  attributeToProp,
  behaviourDocs,
  loadCatalogue,
  readmeAttributeRows,
  readmeSummary,
  registryEntryPaths,
  REPO_ROOT,
  schemaComments,
  type Catalogue,
} from './docs.ts';
import { PREVIEWS, snippet } from './previews.ts';
import { GERMAN_BEHAVIOURS, GERMAN_SUMMARIES } from './german.ts';
import { GERMAN_MEANINGS, germanMeaning } from './germanMeanings.ts';
import { ENGLISH_BEHAVIOURS, ENGLISH_SUMMARIES } from './english.ts';
import { html } from '../html.ts';

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = await loadCatalogue();
}, 60_000);

describe('reading READMEs and schemas', () => {
  it('reads attribute rows, short forms and props-JSON keys', () => {
    const rows = readmeAttributeRows(`# w

| attribute | required | default | meaning |
| --- | --- | --- | --- |
| \`data-url\` | yes | – | the **endpoint** |
| \`data-placeholder-client\`, \`-season\` | no | \`x\` | placeholder |
| data-props \`reasons\` | no | | radio choice |
| \`data-save-url\` | no | – | POST \`{ slots: [statId \\| null] }\` |

| rule | function |
| --- | --- |
| \`data-not-an-attribute\` | no |
`);
    expect(rows.map((r) => r.props)).toEqual([
      ['url'],
      ['placeholderClient', 'placeholderSeason'],
      ['reasons'],
      ['saveUrl'],
    ]);
    expect(rows[0]).toMatchObject({ required: 'yes', meaning: 'the endpoint' });
    // An escaped pipe stays inside its cell (the meaning was cut at "statId \").
    expect(rows[3]?.meaning).toBe('POST { slots: [statId | null] }');
  });

  it('reads the JSDoc of each schema key, not the comment of the schema above it', () => {
    const comments = schemaComments(`/** Host attributes. */
export const p = z.object({
  /** data-url: GET endpoint. */
  url: z.string(),
  /**
   * Two lines
   * of text.
   */
  other: z.string(),
  plain: z.string(),
});`);
    expect([...comments]).toEqual([
      ['url', 'GET endpoint.'],
      ['other', 'Two lines of text.'],
    ]);
  });

  it('takes the first paragraph as summary and the behaviours of section 5', () => {
    expect(readmeSummary('# x\n\nFirst `line`\nsecond.\n\n## More')).toBe('First line second.');
    const docs = behaviourDocs(
      '## 5. B\n\n### 5.1 Popup\n\n`a[data-popup]` opens.\n\n## 6. Events\n',
    );
    expect(docs).toEqual([
      {
        id: 'behaviour-5-1',
        title: 'Popup',
        summary: 'a[data-popup] opens.',
        attributes: ['data-popup'],
      },
    ]);
    expect(attributeToProp('data-json-base')).toBe('jsonBase');
  });
});

describe('the catalogue cannot drift', () => {
  it('holds every widget folder of the repository and every entry of a shared folder', () => {
    const dirs = readdirSync(`${REPO_ROOT}widgets`, { withFileTypes: true }).filter((d) =>
      d.isDirectory(),
    );
    const single = dirs
      .filter((d) => existsSync(`${REPO_ROOT}widgets/${d.name}/src/index.ts`))
      .map((d) => d.name);
    const shared = dirs
      .filter((d) => existsSync(`${REPO_ROOT}widgets/${d.name}/src/entries`))
      .flatMap((d) =>
        readdirSync(`${REPO_ROOT}widgets/${d.name}/src/entries`)
          .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
          .map((f) => f.replace(/\.ts$/, '')),
      );
    expect(catalogue.widgets.map((w) => w.name).sort()).toEqual([...single, ...shared].sort());
  });

  it('finds each registry entry’s module, also in a folder holding several widgets', () => {
    expect([
      ...registryEntryPaths(`{
  a: { strategy: 'idle', load: () => import('./a/src/index.ts') },
  'tv-list': { strategy: 'visible', load: () => import('./tv/src/entries/tv-list.ts') },
  'b-c': {
    strategy: 'idle',
    load: () => import('./b-c/src/index.ts'),
  },
}`),
    ]).toEqual([
      ['a', 'a/src/index.ts'],
      ['tv-list', 'tv/src/entries/tv-list.ts'],
      ['b-c', 'b-c/src/index.ts'],
    ]);
  });

  it('describes every widget and every attribute, and documents no attribute the schema lacks', () => {
    for (const w of catalogue.widgets) {
      expect(w.summary, w.name).not.toBe('');
      expect(GERMAN_SUMMARIES[w.name], `${w.name} has no German sentence`).toBeTruthy();
      // English editors get a sentence for editors too, not the README's developer prose.
      expect(ENGLISH_SUMMARIES[w.name], `${w.name} has no English sentence`).toBeTruthy();
      expect(w.readmeOnly, `${w.name}: README rows without a prop`).toEqual([]);
      for (const a of w.attributes) {
        expect(a.source, `${w.name} ${a.attribute} has no meaning in README or schema`).not.toBe(
          'none',
        );
        // German editors read what an attribute means in German (it was README English).
        expect(
          germanMeaning(w.name, a.attribute),
          `${w.name} ${a.attribute} in German`,
        ).toBeTruthy();
      }
    }
    // No German meaning for an attribute that is gone.
    const attributes = new Set(
      catalogue.widgets.flatMap((w) => w.attributes.map((a) => `${w.name} ${a.attribute}`)),
    );
    expect(Object.keys(GERMAN_MEANINGS).filter((key) => !attributes.has(key))).toEqual([]);
    expect(catalogue.behaviours.length).toBeGreaterThanOrEqual(10);
    // German editors read every page feature in German (they were English on German pages).
    for (const b of catalogue.behaviours) {
      const title = b.title.replace(/\s*\((?:spec )?§[^)]*\)/g, '');
      expect(GERMAN_BEHAVIOURS[title], b.title).toBeTruthy();
      // And in English for editors, not the README's paragraphs.
      expect(ENGLISH_BEHAVIOURS[title], b.title).toBeTruthy();
    }
  });

  it('has a preview for every widget, and every preview passes its widget’s schema', () => {
    const state = { nonce: 'n', lang: 'de', origin: 'http://x', path: '/' } as RequestState;
    const data = {
      state,
      news: { id: 1, slug: 'a', teaser: 'Ein Vorspann.' },
      game: { id: 5, tickerId: 51 },
      clubCount: 12,
    };
    for (const w of catalogue.widgets) {
      const preview = PREVIEWS[w.name];
      expect(preview, `no preview for ${w.name}`).toBeDefined();
      const markup = preview!(data).markup.toString();
      const props = hostProps(markup);
      expect(props.widget, w.name).toBe(w.name);
      const result = catalogue.schemas.get(w.name)!.safeParse(props.props);
      expect(result.success, `${w.name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('writes snippets one attribute per line', () => {
    expect(snippet(html`<div data-widget="a" data-url="/x"></div>`)).toBe(
      '<div\n  data-widget="a"\n  data-url="/x"\n></div>',
    );
  });
});

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#39': "'",
  '#96': '`',
};

/** The first host's data-* attributes (camelCased) over its props script JSON. */
function hostProps(markup: string): { widget: string; props: Record<string, unknown> } {
  // The first host of the preview (a preview may start with the form or list it works on).
  const tag = /<div((?:(?!>)[^])*\bdata-widget="[^"]*"[^>]*)>/.exec(markup)?.[1] ?? '';
  const props: Record<string, unknown> = {};
  const json = /<script type="application\/json" data-props>([\s\S]*?)<\/script>/.exec(markup)?.[1];
  if (json) Object.assign(props, JSON.parse(json));
  let widget = '';
  for (const m of tag.matchAll(/([\w-]+)="([^"]*)"/g)) {
    const value = m[2]!.replace(/&(amp|quot|lt|gt|#39|#96);/g, (_, e: string) => ENTITIES[e]!);
    if (m[1] === 'data-widget') widget = value;
    else if (m[1]!.startsWith('data-')) props[attributeToProp(m[1]!)] = value;
  }
  return { widget, props };
}

/** The page's <main> element. */
function mainOf(page: string): string {
  return page.slice(page.indexOf('<main'), page.indexOf('</main>'));
}

describe('pages', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  }, 120_000);
  afterAll(async () => {
    await env?.db.close();
  });

  it('/widgets lists every widget, the behaviours and the markup checker', async () => {
    const res = await new Client(env.app).get('/widgets');
    expect(res.status).toBe(200);
    const page = flat(await res.text());
    for (const w of catalogue.widgets) expect(page).toContain(`data-catalogue-widget="${w.name}"`);
    expect(page).toContain('data-widget="markup-checker"');
    expect(page).toContain('Bedingungen an Elementen');
    // Nothing English on the German page (the language switch names English in English).
    expect(mainOf(page)).not.toMatch(/lang="en"/);
    expect(page).not.toContain('Element conditions');
    // German editors read German; the include snippet comes first; companions are named.
    expect(page).toContain(GERMAN_SUMMARIES.comments);
    expect(page).not.toMatch(/spec §\d/);
    expect(page.indexOf('id="snippet-include"')).toBeLessThan(page.indexOf('id="widgets"'));
    expect(page).toMatch(/Gehört zusammen mit:\s*<a href="\/widgets\/comment-form">/);
  });

  it('/widgets and /widgets/{name} in English: the chrome is English, no German left in it', async () => {
    const client = new Client(env.app);
    client.jar.set('FBDE_LANG', 'en');
    const list = flat(await (await client.get('/widgets')).text());
    const detail = flat(await (await client.get('/widgets/comments')).text());
    expect(list).toContain('>Page features (');
    expect(list).toContain('>Debug mode</a>');
    expect(list).toMatch(/Required: <code>/);
    expect(detail).toContain('<th scope="col">Required</th>');
    // The German chrome as it stood on English pages (issue 26 walk); content from the
    // READMEs and the widgets' own names are not chrome.
    for (const german of [
      'Alle Widgets und Seitenfunktionen',
      'Seitenfunktionen (',
      '>Markup prüfen<',
      'Debug-Modus',
      'Pflicht',
      'Ein Widget ist ein',
      'Diese Funktionen brauchen kein Widget',
      'Der Prüfer braucht JavaScript.',
      'Startseite im Debug-Modus',
    ])
      expect(list + detail, german).not.toContain(german);
    expect(detail).not.toMatch(/>(ja|nein|Bedeutung|Erwartet|Standard)</);
    // The "Expected" column in English too ("Text, nicht leer", "JSON-Objekt", "Zahl" before).
    expect(detail).not.toMatch(
      />(Text, nicht leer|Text|Zahl|JSON-Objekt|JSON-Liste|true oder false)</,
    );
    expect(detail).toMatch(
      /<td data-label="Expected">(text, not empty|text|number|JSON object|JSON list)<\/td>/,
    );
    expect(list).toContain('Element conditions');
    // Sentences for editors, not the READMEs' developer prose ("Two widgets in one folder").
    expect(list).toContain(ENGLISH_SUMMARIES['category-submission']);
    expect(list).not.toContain('Two widgets in one folder');
    expect(list).toContain(ENGLISH_BEHAVIOURS['Share links']!.summary);
    expect(list).not.toContain('the router&#39;s code');
    expect(detail).toContain(`<p class="lead">${ENGLISH_SUMMARIES.comments}</p>`);
    // Meanings and the preview's caption in English too (the caption was German).
    expect(detail).toContain(
      '<td data-label="Meaning">Delete tool (POST id) → { success, deleted }</td>',
    );
    expect(detail).toContain('The comments of the newest article.');
    expect(detail).not.toContain('Der Kommentarbereich des neuesten Artikels.');
    expect(detail).not.toContain(germanMeaning('comments', 'data-delete-url'));
  });

  it('/widgets/{name} shows attributes, a live preview and the snippet; unknown names are 404', async () => {
    const client = new Client(env.app);
    const page = flat(await (await client.get('/widgets/comments')).text());
    expect(page).toContain('<code>data-delete-url</code>');
    expect(page).toMatch(
      /<div class="catalogue-preview"><div data-widget="comments" data-url="\/ajax\/comments\/\d+"/,
    );
    expect(page).toContain('data-copy="snippet-comments"');
    // The attribute meanings in German, nothing marked as English (the README's prose was).
    expect(mainOf(page)).not.toMatch(/lang="en"/);
    expect(page).toContain(
      `<td data-label="Bedeutung">${germanMeaning('comments', 'data-delete-url')}</td>`,
    );
    // Each cell names its column, for the stacked cards a phone shows (site.css).
    expect(page).toContain('<td data-label="Pflicht">ja</td>');
    expect(page).toContain('Der Kommentarbereich des neuesten Artikels.');
    expect((await client.get('/widgets/kommentare')).status).toBe(404);
  });

  it('/widgets/testseite carries the requested number of hosts, some broken', async () => {
    const page = await (
      await new Client(env.app).get('/widgets/testseite?anzahl=200&fehler=4')
    ).text();
    expect(page.match(/data-widget="count-up"/g)).toHaveLength(200);
    expect(page.match(/data-value="\d+ Tore"/g)).toHaveLength(4);
  });
});
