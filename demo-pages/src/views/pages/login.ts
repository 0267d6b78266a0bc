import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { tr, trKnown } from '../../i18n/pages.ts';
import type { Captcha } from '../../security/captcha.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';
import { renderPage } from '../layout.ts';

export interface LoginData {
  fwUrl: string;
  username: string;
  error: string | null;
  /** Asked after many failed logins (for this account, from this client, or site-wide). */
  captcha: Captcha | null;
}

const captchaWords: Record<string, string> = { plus: 'plus', minus: 'minus', mal: 'times' };

/** The captcha's question ("Wie viel ist 3 plus 4?") in the page language. */
function captchaQuestion(state: RequestState, question: string): string {
  const m = /^Wie viel ist (\d+) (plus|minus|mal) (\d+)\?$/.exec(question);
  if (state.lang !== 'en' || !m) return question;
  return `What is ${m[1]} ${captchaWords[m[2] ?? ''] ?? ''} ${m[3]}?`;
}

/** The route's error message: English when known, else the German text marked as such. */
function loginError(state: RequestState, text: string): SafeHtml {
  const known = trKnown(text, state.lang);
  return html`<p class="error" role="alert" id="login-error"${known.lang === state.lang ? null : html` lang="de"`}>
    ${known.text}
  </p>`;
}

export function loginPage(state: RequestState, d: LoginData): string {
  const body = html` <div class="narrow">
    <h1>${tr('Anmelden')}</h1>
    ${d.error ? loginError(state, d.error) : null}
    <form class="login-form" method="post" action="/login">
      <input type="hidden" name="csrf" value="${state.csrf}" />
      <input type="hidden" name="fw_url" value="${d.fwUrl}" />
      <div class="field">
        <label for="login-username">${tr('Benutzername')}</label>
        <input
          id="login-username"
          name="username"
          type="text"
          autocomplete="username"
          required
          maxlength="60"
          value="${d.username}"
          ${d.error ? html` aria-describedby="login-error" aria-invalid="true"` : null}
        />
      </div>
      <div class="field">
        <label for="login-password">${tr('Passwort')}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
          maxlength="200"
        />
      </div>
      ${
        d.captcha
          ? html`<div class="field">
            <label for="login-captcha">${tr('Sicherheitsfrage: {question}', { question: captchaQuestion(state, d.captcha.question) })}</label>
            <input
              id="login-captcha"
              name="captcha-code"
              type="text"
              inputmode="numeric"
              autocomplete="off"
              required
              maxlength="5"
            />
            <input type="hidden" name="captcha-digest" value="${d.captcha.digest}" />
          </div>`
          : null
      }
      <button type="submit" class="button">${tr('Anmelden')}</button>
    </form>
    <aside class="callout" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">${tr('Demo-Zugänge')}</h2>
      <p>
        ${tr('Alle Konten haben das Passwort {password}.').split('{password}')[0]}<code
          >${DEMO_PASSWORD}</code
        >${tr('Alle Konten haben das Passwort {password}.').split('{password}')[1]}
      </p>
      <ul>
        ${DEMO_ACCOUNTS.map(
          (a) =>
            html`<li>
              <code>${a.username}</code> – ${a.displayName}, ${tr('{age} Jahre', { age: a.ageYears })}${a.isAdmin ? `, ${tr('Verwaltung')}` : ''}${a.ageYears < 16 ? `, ${tr('unter 16')}` : ''}
            </li>`,
        )}
      </ul>
    </aside>
  </div>`;
  return renderPage(state, {
    title: tr('Anmelden'),
    section: 'none',
    breadcrumbs: [{ label: tr('Anmelden') }],
    body,
    noindex: true,
  });
}
