import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { tr, trKnown } from '../../i18n/pages.ts';
import { formatDate, formatTime } from '../../logic/dates.ts';
import type { HeaderWarning } from '../../repo/settings.ts';
import { surveyIn } from '../../repo/surveys.ts';
import type { Survey } from '../../seed/model.ts';
import { renderPage } from '../layout.ts';

export interface AdminData {
  warning: HeaderWarning & { updatedAt: Date | null };
  surveys: (Survey & { responses: number })[];
  message: string | null;
  seededAt: string | null;
}

export function adminPage(state: RequestState, d: AdminData): string {
  const csrf = html`<input type="hidden" name="csrf" value="${state.csrf}" />`;
  const message = d.message ? trKnown(d.message, state.lang) : null;
  const body = html` <h1>${tr('Verwaltung')}</h1>
    ${message ? html`<p class="notice" role="status"${message.lang === state.lang ? null : html` lang="de"`}>${message.text}</p>` : null}
    <section aria-labelledby="warning-title" class="panel">
      <h2 id="warning-title">${tr('Header-Warnung')}</h2>
      <p>
        ${tr('Der Banner erscheint oben auf jeder Seite, solange er aktiv ist (Endpunkt')}
        <a href="/ajax/header-warning.json"><code>/ajax/header-warning.json</code></a
        >).
      </p>
      <form method="post" action="/admin/header-warning">
        ${csrf}
        <div class="field field--check">
          <input
            id="warning-active"
            name="active"
            type="checkbox"
            value="1"
            ${d.warning.active === '1' ? html` checked` : null}
          />
          <label for="warning-active">${tr('Warnung anzeigen')}</label>
        </div>
        <div class="field">
          <label for="warning-title-input">${tr('Überschrift')}</label>
          <input
            id="warning-title-input"
            name="title"
            type="text"
            maxlength="120"
            value="${d.warning.title}"
          />
        </div>
        <div class="field">
          <label for="warning-text">${tr('Text')}</label>
          <textarea id="warning-text" name="text" rows="3" maxlength="600">
${d.warning.text}</textarea>
        </div>
        <button type="submit" class="button">${tr('Speichern')}</button>
        ${d.warning.updatedAt ? html`<p class="hint">${tr('Zuletzt geändert am {date} um {time} Uhr.', { date: formatDate(d.warning.updatedAt), time: formatTime(d.warning.updatedAt) })}</p>` : null}
      </form>
    </section>
    <section aria-labelledby="surveys-title" class="panel">
      <h2 id="surveys-title">${tr('Umfragen')}</h2>
      <p>
        ${tr(
          'Je Seitenbereich (erstes Pfadsegment, „index“ für die Startseite) kann eine Umfrage aktiv sein.',
        )}
      </p>
      <form method="post" action="/admin/surveys">
        ${csrf}
        <fieldset>
          <legend>${tr('Aktive Umfragen')}</legend>
          ${d.surveys.map(
            (s) =>
              html`<div class="field field--check">
                <input
                  id="survey-${s.id}"
                  name="active"
                  type="checkbox"
                  value="${s.id}"
                  ${s.active ? html` checked` : null}
                />
                <label for="survey-${s.id}"
                  ><span${surveyIn(s, state.lang).lang === state.lang ? null : html` lang="de"`}
                    >${surveyIn(s, state.lang).title}</span
                  >
                  <span class="muted"
                    >(${tr('Bereich „{segment}“, {count} Antworten', { segment: s.segment, count: s.responses })})</span
                  ></label
                >
              </div>`,
          )}
        </fieldset>
        <button type="submit" class="button">${tr('Speichern')}</button>
      </form>
    </section>
    <section aria-labelledby="uploads-admin-title" class="panel">
      <h2 id="uploads-admin-title">${tr('Uploads und Einsendungen')}</h2>
      <p>
        ${tr('Artikelfotos, Uploads der Community, Profilbilder und Einsendungen, neueste zuerst:')}
        <a href="/admin/uploads">${tr('Liste öffnen')}</a>.
      </p>
    </section>
    <section aria-labelledby="submissions-admin-title" class="panel">
      <h2 id="submissions-admin-title">${tr('Tor der Woche und Rubriken')}</h2>
      <p>
        ${tr('Was zu den Videos der Woche und in den Rubriken eingesandt wurde, mit der Datei:')}
        <a href="/admin/einsendungen">${tr('Einsendungen öffnen')}</a>.
      </p>
    </section>
    <section aria-labelledby="reset-title" class="panel panel--danger">
      <h2 id="reset-title">${tr('Demo-Daten zurücksetzen')}</h2>
      <p>
        ${tr(
          'Löscht alle Änderungen, Sitzungen, Einwilligungen und Uploads und erzeugt die Demo-Daten neu. Danach musst du dich erneut anmelden.',
        )}
        ${d.seededAt ? tr('Aktueller Stand: {time}.', { time: d.seededAt }) : null}
      </p>
      <form method="post" action="/admin/reset">
        ${csrf}
        <div class="field field--check">
          <input id="reset-confirm" name="confirm" type="checkbox" value="1" required />
          <label for="reset-confirm">${tr('Ja, alle Demo-Daten zurücksetzen')}</label>
        </div>
        <button type="submit" class="button button--danger">${tr('Zurücksetzen')}</button>
      </form>
    </section>`;
  return renderPage(state, {
    title: tr('Verwaltung'),
    section: 'none',
    breadcrumbs: [{ label: tr('Verwaltung') }],
    body,
    noindex: true,
  });
}
