/**
 * The widget catalogue for CMS editors (issue 17): every widget and behaviour with its short
 * description and attributes (read from the props schemas and READMEs, see catalogue/docs.ts), a
 * live preview with the CMS's data and a snippet to copy; the markup checker; a test page with
 * many hosts for the debug mode. Everything in the page's language: German sentences and attribute
 * meanings from catalogue/german*.ts, English ones from the READMEs.
 */
import type { RequestState } from '../../context.ts';
import type { AttributeDoc, BehaviourDoc, Catalogue, WidgetDoc } from '../../catalogue/docs.ts';
import { snippet, type Preview } from '../../catalogue/previews.ts';
import { html, type SafeHtml } from '../../html.ts';
import { renderPage } from '../layout.ts';
import { widgetHost } from '../widgetHosts.ts';
import { COMPANIONS, GERMAN_BEHAVIOURS, GERMAN_SUMMARIES } from '../../catalogue/german.ts';
import { germanMeaning } from '../../catalogue/germanMeanings.ts';
import { ENGLISH_BEHAVIOURS, ENGLISH_SUMMARIES } from '../../catalogue/english.ts';
import { currentLang } from '../../i18n/current.ts';
import { tr } from '../../i18n/pages.ts';
import { STATIC_BASE } from '../../context.ts';

/**
 * A widget's sentence for editors in the page's language (german.ts, english.ts); the README's,
 * without its spec references, only for a widget that has none yet.
 */
function summary(w: WidgetDoc): SafeHtml {
  const written = (currentLang() === 'de' ? GERMAN_SUMMARIES : ENGLISH_SUMMARIES)[w.name];
  if (written) return html`${written}`;
  return html`<span lang="en">${withoutReferences(w.summary)}</span>`;
}

/**
 * An attribute's meaning in the page's language: German from catalogue/germanMeanings.ts, English
 * from the README (or the schema's comment) without its spec references.
 */
function meaning(widget: string, a: AttributeDoc): string {
  if (currentLang() === 'de') return germanMeaning(widget, a.attribute) ?? '–';
  return a.meaning ? withoutReferences(a.meaning) : '–';
}

/** README prose without "(spec §2 …)" and "(issue 17)": references for developers only. */
function withoutReferences(text: string): string {
  return text
    .replace(/\s*\((?:spec |see spec )?§[^)]*\)/g, '')
    .replace(/\s*\(issue \d+[^)]*\)/g, '')
    .replace(/,?\s*spec §[\d.]+(?:[–-][\d.]+)?/g, '');
}

/** "Gehört zusammen mit: comment-form (zum Schreiben …)". */
function companions(name: string): SafeHtml | null {
  const list = COMPANIONS[name];
  if (!list?.length) return null;
  const lang = currentLang();
  return html`<p class="catalogue-companions">
    ${tr('Gehört zusammen mit:')}
    ${list.map(
      (c, i) =>
        html`${i ? ', ' : ''}<a href="/widgets/${c.widget}"><code>${c.widget}</code></a> (${lang === 'de' ? c.de : c.en})`,
    )}
  </p>`;
}

/** What every page needs once before its first widget host. */
function includeSnippet(): string {
  return [
    `<link rel="stylesheet" href="${STATIC_BASE}anstoss.css" />`,
    `<script type="module" src="${STATIC_BASE}runtime.js"></script>`,
    '<script type="application/json" id="anstoss-config">',
    '  { "productPrefix": "FBDE", "loginUrl": "/login", "language": "de" }',
    '</script>',
  ].join('\n');
}

const STRATEGY: Record<string, () => string> = {
  eager: () => tr('sofort beim Laden der Seite'),
  idle: () => tr('sobald der Browser Zeit hat'),
  visible: () => tr('wenn es in den sichtbaren Bereich kommt'),
};

function attributeTable(name: string, attributes: readonly AttributeDoc[]): SafeHtml {
  if (attributes.length === 0)
    return html`<p>${tr('Dieses Widget hat keine Attribute außer data-widget.')}</p>`;
  return html`<div class="table-scroll" tabindex="0" role="region" aria-labelledby="attr-${name}">
    <table class="data-table catalogue-attributes">
      <caption id="attr-${name}">${tr('Attribute von {name}', { name })}</caption>
      <thead>
        <tr>
          <th scope="col">${tr('Attribut')}</th>
          <th scope="col">${tr('Pflicht')}</th>
          <th scope="col">${tr('Standard')}</th>
          <th scope="col">${tr('Erwartet')}</th>
          <th scope="col">${tr('Bedeutung')}</th>
        </tr>
      </thead>
      <tbody>
        ${attributes.map(
          (a) => html`<tr>
            <th scope="row"><code>${a.attribute}</code></th>
            <td data-label="${tr('Pflicht')}">${a.required ? tr('ja') : tr('nein')}</td>
            <td data-label="${tr('Standard')}">${a.default === null ? '–' : a.default === '' ? html`<i>${tr('leer')}</i>` : html`<code>${a.default}</code>`}</td>
            <td data-label="${tr('Erwartet')}">${a.expected[currentLang()]}</td>
            <td data-label="${tr('Bedeutung')}">${meaning(name, a)}</td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

function behaviourItem(b: BehaviourDoc): SafeHtml {
  const title = withoutReferences(b.title);
  const written = (currentLang() === 'de' ? GERMAN_BEHAVIOURS : ENGLISH_BEHAVIOURS)[title];
  return html`<li class="catalogue-item" id="${b.id}">
    <h3>${written ? written.title : title}</h3>
    ${written ? html`<p>${written.summary}</p>` : html`<p lang="en">${withoutReferences(b.summary)}</p>`}
    ${b.attributes.length ? html`<p>${tr('Attribute')}: ${b.attributes.map((a, i) => html`${i ? ', ' : ''}<code>${a}</code>`)}</p>` : null}
  </li>`;
}

function widgetItem(w: WidgetDoc): SafeHtml {
  const required = w.attributes.filter((a) => a.required);
  return html`<li class="catalogue-item" data-catalogue-widget="${w.name}">
    <h3><a href="/widgets/${w.name}">${w.name}</a></h3>
    <p>${summary(w)}</p>
    ${companions(w.name)}
    <p class="muted">
      ${required.length ? html`${tr('Pflicht')}: ${required.map((a, i) => html`${i ? ', ' : ''}<code>${a.attribute}</code>`)}` : tr('Keine Pflichtattribute.')}
      · ${w.attributes.length === 1 ? tr('1 Attribut') : tr('{count} Attribute', { count: w.attributes.length })}
    </p>
  </li>`;
}

export function widgetCataloguePage(state: RequestState, catalogue: Catalogue): string {
  const body = html`<h1>${tr('Widget-Katalog')}</h1>
    <p class="lead">
      ${tr('Alle Widgets und Seitenfunktionen für Templates: was sie tun, welche Attribute sie brauchen, eine Vorschau mit den Daten dieses CMS und Markup zum Kopieren. Die Attribut-Tabellen entstehen aus den Schemas der Widgets selbst und stimmen deshalb immer.')}
    </p>
    <section aria-labelledby="einbinden">
      <h2 id="einbinden">${tr('Einbinden')}</h2>
      <p>
        ${tr('Einmal pro Seite, vor dem ersten Widget: das Stylesheet, die Runtime und die Seitenkonfiguration. Danach wird jedes')}
        <code>&lt;div data-widget="…"&gt;</code> ${tr('zum Widget.')}
      </p>
      <label for="snippet-include">${tr('Markup zum Einbinden')}</label>
      <textarea id="snippet-include" class="catalogue-snippet" readonly rows="6" spellcheck="false">${includeSnippet()}</textarea>
      <p class="catalogue-copy">
        <button type="button" class="button" data-copy="snippet-include" data-copy-done="${tr('In die Zwischenablage kopiert.')}" data-copy-failed="${tr('Markiert: mit Strg+C kopieren.')}">${tr('Kopieren')}</button>
        <span role="status" data-copy-status="snippet-include"></span>
      </p>
    </section>
    <nav class="catalogue-toc" aria-label="${tr('Auf dieser Seite')}">
      <ul>
        <li><a href="#widgets">Widgets (${catalogue.widgets.length})</a></li>
        <li><a href="#seitenfunktionen">${tr('Seitenfunktionen')} (${catalogue.behaviours.length})</a></li>
        <li><a href="#pruefen">${tr('Markup prüfen')}</a></li>
        <li><a href="#debug">${tr('Debug-Modus')}</a></li>
      </ul>
    </nav>
    <section aria-labelledby="widgets">
      <h2 id="widgets">Widgets</h2>
      <p>
        ${tr('Ein Widget ist ein')} <code>&lt;div data-widget="Name"&gt;</code>${tr('; seine weiteren')}
        <code>data-*</code>${tr('-Attribute sind seine Einstellungen.')}
      </p>
      <ul class="catalogue-list">${catalogue.widgets.map(widgetItem)}</ul>
    </section>
    <section aria-labelledby="seitenfunktionen">
      <h2 id="seitenfunktionen">${tr('Seitenfunktionen')}</h2>
      <p>${tr('Diese Funktionen brauchen kein Widget: ein Attribut am Server-Markup schaltet sie ein.')}</p>
      <ul class="catalogue-list">${catalogue.behaviours.map(behaviourItem)}</ul>
    </section>
    <section aria-labelledby="pruefen">
      <h2 id="pruefen">${tr('Markup prüfen')}</h2>
      <p>
        ${tr('Prüfe Template-Markup vor dem Veröffentlichen: Für jedes Widget steht da, ob es lädt und welche Attribute fehlen, falsch oder unbekannt sind.')}
      </p>
      <div data-widget="markup-checker">
        <p class="muted">${tr('Der Prüfer braucht JavaScript.')}</p>
      </div>
    </section>
    <section aria-labelledby="debug">
      <h2 id="debug">${tr('Debug-Modus')}</h2>
      <p>
        ${tr('Mit')} <code>?anstoss-debug=1</code> ${tr('in der Adresse (oder')} <code>"debug": true</code>
        ${tr('in der Seitenkonfiguration) zeigt jede Seite an jedem Widget seinen Namen, seinen Zustand und bei einem Fehler dieselbe Meldung wie die Browser-Konsole. Besucher sehen davon nichts.')}
      </p>
      <ul>
        <li><a href="/widgets/testseite?anstoss-debug=1">${tr('Testseite mit 200 Widgets im Debug-Modus')}</a></li>
        <li><a href="/?anstoss-debug=1">${tr('Startseite im Debug-Modus')}</a></li>
      </ul>
    </section>`;
  return renderPage(state, {
    title: tr('Widget-Katalog'),
    description: tr('Alle Widgets für CMS-Redakteure: Attribute, Vorschau, Markup und Prüfung.'),
    section: 'none',
    breadcrumbs: [{ label: tr('Widget-Katalog') }],
    body,
  });
}

export function widgetDetailPage(state: RequestState, w: WidgetDoc, preview: Preview): string {
  const id = `snippet-${w.name}`;
  const code = snippet(preview.markup);
  const body = html`<h1>Widget <code>${w.name}</code></h1>
    <p class="lead">${summary(w)}</p>
    ${companions(w.name)}
    <p>${tr('Wird geladen: {when}.', { when: STRATEGY[w.strategy]?.() ?? w.strategy })}</p>
    <section aria-labelledby="attribute">
      <h2 id="attribute">${tr('Attribute')}</h2>
      ${attributeTable(w.name, w.attributes)}
    </section>
    <section aria-labelledby="vorschau">
      <h2 id="vorschau">${tr('Vorschau')}</h2>
      ${
        preview.kind === 'live'
          ? html`${preview.note ? html`<p>${preview.note}</p>` : null}
            <div class="catalogue-preview">${preview.markup}</div>`
          : html`<p>${preview.note} <a href="${preview.href}">${tr('Live ansehen')}</a></p>`
      }
    </section>
    <section aria-labelledby="markup">
      <h2 id="markup">${tr('Markup zum Kopieren')}</h2>
      <label for="${id}">${tr('Markup für {name}', { name: w.name })}</label>
      <textarea id="${id}" class="catalogue-snippet" readonly rows="${Math.min(14, code.split('\n').length + 1)}" spellcheck="false">${code}</textarea>
      <p class="catalogue-copy">
        <button type="button" class="button" data-copy="${id}" data-copy-done="${tr('In die Zwischenablage kopiert.')}" data-copy-failed="${tr('Markiert: mit Strg+C kopieren.')}">${tr('Kopieren')}</button>
        <span role="status" data-copy-status="${id}"></span>
      </p>
    </section>
    <p><a href="/widgets">${tr('Zurück zum Katalog')}</a> · <a href="/widgets#pruefen">${tr('Markup prüfen')}</a></p>`;
  return renderPage(state, {
    title: `Widget ${w.name}`,
    description: tr('Attribute, Vorschau und Markup des Widgets {name}.', { name: w.name }),
    section: 'none',
    breadcrumbs: [{ label: tr('Widget-Katalog'), href: '/widgets' }, { label: w.name }],
    body,
  });
}

/** Many hosts, a few of them broken on purpose: shows the debug mode at scale. */
export function debugTestPage(state: RequestState, count: number, broken: number): string {
  const every = broken > 0 ? Math.max(1, Math.floor(count / broken)) : 0;
  const hosts = Array.from({ length: count }, (_, i) =>
    every && i % every === every - 1 && i / every < broken
      ? // A typo in the value: data-value must be a number.
        widgetHost('count-up', { value: `${i + 1} Tore` })
      : widgetHost('count-up', { value: String(i + 1) }),
  );
  const body = html`<h1>Testseite für den Debug-Modus</h1>
    <p class="lead">
      ${count} Widgets, davon ${broken} mit absichtlich falschem Attribut. Öffne die Seite mit
      <a href="/widgets/testseite?anstoss-debug=1">?anstoss-debug=1</a>, um Namen, Zustand und
      Fehler jedes Widgets zu sehen.
    </p>
    <ol class="debug-grid">${hosts.map((h) => html`<li>${h}</li>`)}</ol>`;
  return renderPage(state, {
    title: 'Testseite Debug-Modus',
    section: 'none',
    breadcrumbs: [{ label: 'Widget-Katalog', href: '/widgets' }, { label: 'Testseite' }],
    body,
    noindex: true,
  });
}
