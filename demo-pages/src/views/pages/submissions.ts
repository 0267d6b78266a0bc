/**
 * Pages of issue 14's submissions: /tor-der-woche (goal-of-the-week), /einsenden
 * (category-submission) and /admin/einsendungen (what was sent, for admins).
 */
import type { RequestState } from '../../context.ts';
import { html, jsonForScript } from '../../html.ts';
import { tr, type PageText } from '../../i18n/pages.ts';
import { formatDate } from '../../logic/dates.ts';
import { CATEGORIES, CATEGORY_CONSENTS, GOAL_PRESETS } from '../../submissions/content.ts';
import type { SubmissionRow } from '../../submissions/repo.ts';
import { renderPage } from '../layout.ts';

const loginHint = (state: RequestState, path: string) =>
  state.user
    ? null
    : html`<p class="callout">
        ${tr('Zum Einsenden musst du {login} sein. Was du vorher eingibst, bleibt bis nach der Anmeldung erhalten.').split('{login}')[0]}<a
          href="/login?fw_url=${encodeURIComponent(path)}"
          >${tr('angemeldet')}</a
        >${tr('Zum Einsenden musst du {login} sein. Was du vorher eingibst, bleibt bis nach der Anmeldung erhalten.').split('{login}')[1]}
      </p>`;

export function goalOfTheWeekPage(state: RequestState): string {
  const body = html`<header class="page-head">
      <h1>${tr('Tor der Woche')}</h1>
      <p class="page-head__meta">
        ${tr(
          'Welches Tor ist in diesen Videos zu sehen? Wähle ein Video, erzähl uns, wer es geschossen hat – die Redaktion stellt die schönsten Treffer zur Wahl.',
        )}
      </p>
    </header>
    ${loginHint(state, '/tor-der-woche')}
    <div
      class="submission-host"
      data-widget="goal-of-the-week"
      data-get-endpoint="/ajax/tor-der-woche/videos.json"
      data-post-endpoint="/ajax/tor-der-woche/einsenden"
    ><script type="application/json" data-props>${jsonForScript({ presets: GOAL_PRESETS })}</script></div>`;
  return renderPage(state, {
    title: tr('Tor der Woche'),
    section: 'upload',
    breadcrumbs: [{ label: tr('Tor der Woche') }],
    body,
  });
}

export function categoryPage(state: RequestState): string {
  const props = {
    categories: CATEGORIES,
    consents: CATEGORY_CONSENTS,
    presets: { quelle: 'web' },
    uploadDefaults: { mediastreamId: 'einsendungen' },
  };
  const body = html`<header class="page-head">
      <h1>${tr('Einsenden')}</h1>
      <p class="page-head__meta">
        ${tr(
          'Schick uns Fotos und Videos aus deinem Verein. Wähle eine Rubrik, füll das Formular aus und lade die Datei hoch – nach dem Absenden sieht sie die Redaktion.',
        )}
      </p>
    </header>
    ${loginHint(state, '/einsenden')}
    <div
      class="submission-host"
      data-widget="category-submission"
      data-post-endpoint="/ajax/einsenden"
      data-upload-url="/ajax/hochladen"
      data-resumable-url="/ajax/hochladen/fortsetzbar"
      data-release-url="/ajax/hochladen/freigeben"
      data-max-megabytes="50"
    ><script type="application/json" data-props>${jsonForScript(props)}</script></div>`;
  return renderPage(state, {
    title: tr('Einsenden'),
    section: 'upload',
    breadcrumbs: [{ label: tr('Einsenden') }],
    body,
  });
}

const KIND_LABEL = { goal: 'Tor der Woche', category: 'Rubrik' } as const satisfies Record<
  string,
  PageText
>;

export function submissionsAdminPage(
  state: RequestState,
  rows: { row: SubmissionRow; fileUrl: string | null }[],
): string {
  const body = html`<header class="page-head">
      <h1>${tr('Einsendungen')}</h1>
      <p class="page-head__meta">${tr('Die letzten 100 Einsendungen, die neuesten zuerst.')}</p>
    </header>
    <p><a href="/admin">${tr('Zurück zur Verwaltung')}</a></p>
    ${
      rows.length
        ? html`<div class="table-scroll">
            <table class="data-table">
              <caption class="visually-hidden">${tr('Einsendungen')}</caption>
              <thead>
                <tr>
                  <th scope="col">${tr('Eingang')}</th>
                  <th scope="col">${tr('Art')}</th>
                  <th scope="col">${tr('Von')}</th>
                  <th scope="col">${tr('Angaben')}</th>
                  <th scope="col">${tr('Datei')}</th>
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  ({ row, fileUrl }) => html`<tr>
                    <td>${formatDate(row.createdAt)}</td>
                    <td>${tr(KIND_LABEL[row.kind])} ${row.rubrik ? html`<br /><span class="muted">${row.rubrik}</span>` : null}</td>
                    <td>${row.userName}</td>
                    <td>
                      <dl class="submission-fields">
                        ${Object.entries(row.fields).map(
                          ([name, value]) =>
                            html`<dt>${name}</dt><dd>${Array.isArray(value) ? value.join(', ') : String(value)}</dd>`,
                        )}
                      </dl>
                    </td>
                    <td>${fileUrl ? html`<a href="${fileUrl}">${tr('Datei öffnen')}</a>` : html`<span class="muted">–</span>`}</td>
                  </tr>`,
                )}
              </tbody>
            </table>
          </div>`
        : html`<p class="empty">${tr('Noch keine Einsendungen.')}</p>`
    }`;
  return renderPage(state, {
    title: tr('Einsendungen'),
    section: 'none',
    breadcrumbs: [{ label: tr('Verwaltung'), href: '/admin' }, { label: tr('Einsendungen') }],
    body,
    noindex: true,
  });
}
