/**
 * The form and page helpers of the behaviours chunk (packages/runtime README 5.13) on the
 * Seitenfunktionen page: a minchars field, a masonry grid and scroll restore.
 */
import { html, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import type { Lang } from '../../logic/dates.ts';

const CARDS = [
  [
    'Kreisliga A',
    'Drei Punkte im Derby, und die Tabellenspitze ist nur noch zwei Zähler entfernt.',
  ],
  ['Jugend', 'Die D-Junioren gewinnen das Hallenturnier.'],
  [
    'Ehrenamt',
    'Seit 40 Jahren am Spielfeldrand: Der Platzwart erzählt, wie sich der Verein verändert hat, warum der Rasen im März am schwierigsten ist und was ihn jeden Samstag wieder antreibt.',
  ],
  ['Frauen', 'Auswärtssieg im Pokal.'],
  [
    'Schiedsrichter',
    'Neulingskurs im Frühjahr: Anmeldung bis Ende des Monats beim Kreisschiedsrichterobmann.',
  ],
  ['Herren', 'Flutlicht endlich fertig – das erste Abendspiel steigt am Freitag.'],
] as const;

/** The demo cards are sample portal content: German, and marked so inside an English page. */
export function pageHelpersDemo(lang: Lang): SafeHtml {
  const say = (de: SafeHtml, en: SafeHtml) => (lang === 'en' ? en : de);
  return html`<section id="seitenhilfen" aria-labelledby="seitenhilfen-title" data-scroll-restore>
    <h2 id="seitenhilfen-title">${tr('Formular- und Seitenhilfen')}</h2>
    <p>
      ${say(
        html`Ein Feld mit <code>data-minchars="10"</code> gilt erst ab 10 Zeichen als gültig; beim
          Verlassen wird es markiert, ein zu kurzes Absenden hält der Browser an.`,
        html`A field with <code>data-minchars="10"</code> is valid only from 10 characters; it is
          marked when you leave it, and the browser stops a submission that is too short.`,
      )}
    </p>
    <form class="filter-form" method="get" action="/seitenfunktionen">
      <label for="hinweis-text">${tr('Hinweis an die Redaktion (mindestens 10 Zeichen)')}</label>
      <textarea id="hinweis-text" name="hinweis" rows="3" data-minchars="10" required></textarea>
      <button type="submit" class="button">${tr('Hinweis prüfen')}</button>
    </form>
    <p>
      ${say(
        html`Ein Raster mit <code>data-masonry</code> legt Karten unterschiedlicher Höhe lückenlos
          an; 300 ms nach einer Größenänderung wird es neu berechnet. Diese Seite merkt sich
          außerdem die Scrollposition (<code>data-scroll-restore</code>, Prüfung alle 700 ms).`,
        html`A grid with <code>data-masonry</code> lays out cards of different heights without
          gaps; it is recalculated 300 ms after a resize. This page also remembers the scroll
          position (<code>data-scroll-restore</code>, checked every 700 ms).`,
      )}
    </p>
    <div class="masonry-demo" data-masonry${lang === 'en' ? html` lang="de"` : null}>
      ${CARDS.map(
        ([tag, text]) =>
          html`<article class="card"><div class="card__body"><p class="tag">${tag}</p><p>${text}</p></div></article>`,
      )}
    </div>
  </section>`;
}
