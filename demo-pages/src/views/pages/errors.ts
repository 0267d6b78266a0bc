import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { renderPage } from '../layout.ts';

export function notFoundPage(state: RequestState): string {
  const body = html` <div class="narrow error-page">
    <p class="error-page__code" aria-hidden="true">404</p>
    <h1>Seite nicht gefunden</h1>
    <p>
      Die Seite, die du aufrufen wolltest, gibt es nicht (mehr). Vielleicht hat sich die Adresse
      geändert oder der Link war fehlerhaft.
    </p>
    <ul class="result-list">
      <li><a href="/">Zur Startseite</a></li>
      <li><a href="/vereine">Verein suchen</a></li>
      <li><a href="/wettbewerbe">Wettbewerbe ansehen</a></li>
    </ul>
  </div>`;
  return renderPage(state, { title: 'Seite nicht gefunden', section: 'none', body, noindex: true });
}

export function forbiddenPage(state: RequestState, text: string): string {
  const body = html` <div class="narrow error-page">
    <h1>Kein Zugriff</h1>
    <p>${text}</p>
    <p><a href="/">Zur Startseite</a></p>
  </div>`;
  return renderPage(state, { title: 'Kein Zugriff', section: 'none', body, noindex: true });
}

export function serverErrorPage(state: RequestState): string {
  const body = html` <div class="narrow error-page">
    <h1>Da ist etwas schiefgelaufen</h1>
    <p>
      Beim Laden dieser Seite ist ein Fehler aufgetreten. Bitte versuche es in einem Moment noch
      einmal.
    </p>
    <p><a href="/">Zur Startseite</a></p>
  </div>`;
  return renderPage(state, { title: 'Fehler', section: 'none', body, noindex: true });
}

export function badRequestPage(state: RequestState, text: string): string {
  const body = html` <div class="narrow error-page">
    <h1>Ungültige Anfrage</h1>
    <p>${text}</p>
    <p><a href="/">Zur Startseite</a></p>
  </div>`;
  return renderPage(state, { title: 'Ungültige Anfrage', section: 'none', body, noindex: true });
}
