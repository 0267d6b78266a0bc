import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { currentLang } from '../../i18n/current.ts';
import { tr } from '../../i18n/pages.ts';
import { surveyIn } from '../../repo/surveys.ts';
import type { Survey } from '../../seed/model.ts';
import { renderPage } from '../layout.ts';

/** The fragment the survey-layer widget loads (GET /ajax/survey/{segment}.html). */
export function surveyFragment(s: Survey): SafeHtml {
  // In the page's language; a survey stored in German only says so inside an English page.
  const lang = currentLang();
  const words = surveyIn(s, lang);
  const german = words.lang === lang ? null : html` lang="de"`;
  return html`<div class="survey-teaser" data-survey="${s.name}">
    <h2 class="survey-teaser__title"${german}>${words.title}</h2>
    <p${german}>${words.intro}</p>
    <p><a class="button" href="/umfrage/${s.slug}">${tr('Zur Umfrage')}</a></p>
  </div>`;
}

export function surveyPage(
  state: RequestState,
  s: Survey,
  result: 'thanks' | 'missing' | 'limit' | null,
): string {
  const words = surveyIn(s, state.lang);
  const german = words.lang === state.lang ? null : html` lang="de"`;
  const body =
    result === 'thanks'
      ? html`<div class="narrow">
          <h1>${tr('Danke fürs Mitmachen!')}</h1>
          <p class="notice" role="status">
            ${tr('Deine Antwort zur Umfrage „{title}“ wurde gespeichert.', { title: words.title })}
          </p>
          <p><a href="/">${tr('Zur Startseite')}</a></p>
        </div>`
      : html`<div class="narrow">
          <div${german}>
            <h1>${words.title}</h1>
            <p class="lead">${words.intro}</p>
          </div>
          ${result === 'missing' ? html`<p class="error" role="alert">${tr('Bitte wähle eine Antwort aus.')}</p>` : null}
          ${result === 'limit' ? html`<p class="error" role="alert">${tr('Von deinem Anschluss kamen schon mehrere Antworten zu dieser Umfrage. Melde dich an, um mit deinem Konto abzustimmen, oder versuche es später noch einmal.')}</p>` : null}
          ${s.active ? null : html`<p class="callout">${tr('Diese Umfrage ist beendet. Du kannst trotzdem antworten.')}</p>`}
          <form method="post" action="/umfrage/${s.slug}">
            <input type="hidden" name="csrf" value="${state.csrf}" />
            <fieldset class="field"${german}>
              <legend>${words.question}</legend>
              ${words.options.map(
                (o, i) =>
                  html`<div class="field--check">
                    <input type="radio" id="answer-${i}" name="answer" value="${o.value}" required />
                    <label for="answer-${i}">${o.label}</label>
                  </div>`,
              )}
            </fieldset>
            <div class="field">
              <label for="survey-comment">${tr('Möchtest du uns noch etwas sagen? (freiwillig)')}</label>
              <textarea id="survey-comment" name="comment" rows="4" maxlength="1000"></textarea>
            </div>
            <button type="submit" class="button">${tr('Antwort senden')}</button>
          </form>
        </div>`;
  return renderPage(state, {
    title: words.title,
    section: 'none',
    breadcrumbs: [{ label: tr('Umfrage') }],
    body,
  });
}
