import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { tr, trKnown } from '../../i18n/pages.ts';
import { renderPage } from '../layout.ts';

/** A message a route passes in: in English when the dictionary knows it, else marked German. */
function message(state: RequestState, text: string): SafeHtml {
  const known = trKnown(text, state.lang);
  return known.lang === state.lang
    ? html`<p>${known.text}</p>`
    : html`<p lang="${known.lang}">${known.text}</p>`;
}

export function notFoundPage(state: RequestState): string {
  const body = html` <div class="narrow error-page">
    <p class="error-page__code" aria-hidden="true">404</p>
    <h1>${tr('Seite nicht gefunden')}</h1>
    <p>
      ${tr(
        'Die Seite, die du aufrufen wolltest, gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert oder der Link war fehlerhaft.',
      )}
    </p>
    <ul class="result-list">
      <li><a href="/">${tr('Zur Startseite')}</a></li>
      <li><a href="/vereine">${tr('Verein suchen')}</a></li>
      <li><a href="/wettbewerbe">${tr('Wettbewerbe ansehen')}</a></li>
    </ul>
  </div>`;
  return renderPage(state, {
    title: tr('Seite nicht gefunden'),
    section: 'none',
    body,
    noindex: true,
  });
}

export function forbiddenPage(state: RequestState, text: string): string {
  const body = html` <div class="narrow error-page">
    <h1>${tr('Kein Zugriff')}</h1>
    ${message(state, text)}
    <p><a href="/">${tr('Zur Startseite')}</a></p>
  </div>`;
  return renderPage(state, { title: tr('Kein Zugriff'), section: 'none', body, noindex: true });
}

export function serverErrorPage(state: RequestState): string {
  const body = html` <div class="narrow error-page">
    <h1>${tr('Da ist etwas schiefgelaufen')}</h1>
    <p>
      ${tr(
        'Beim Laden dieser Seite ist ein Fehler aufgetreten. Bitte versuche es in einem Moment noch einmal.',
      )}
    </p>
    <p><a href="/">${tr('Zur Startseite')}</a></p>
  </div>`;
  return renderPage(state, { title: tr('Fehler'), section: 'none', body, noindex: true });
}

export function badRequestPage(state: RequestState, text: string): string {
  const body = html` <div class="narrow error-page">
    <h1>${tr('Ungültige Anfrage')}</h1>
    ${message(state, text)}
    <p><a href="/">${tr('Zur Startseite')}</a></p>
  </div>`;
  return renderPage(state, {
    title: tr('Ungültige Anfrage'),
    section: 'none',
    body,
    noindex: true,
  });
}
