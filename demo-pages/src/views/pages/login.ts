import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
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

export function loginPage(state: RequestState, d: LoginData): string {
  const body = html` <div class="narrow">
    <h1>Anmelden</h1>
    ${d.error ? html`<p class="error" role="alert" id="login-error">${d.error}</p>` : null}
    <form class="login-form" method="post" action="/login">
      <input type="hidden" name="csrf" value="${state.csrf}" />
      <input type="hidden" name="fw_url" value="${d.fwUrl}" />
      <div class="field">
        <label for="login-username">Benutzername</label>
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
        <label for="login-password">Passwort</label>
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
            <label for="login-captcha">Sicherheitsfrage: ${d.captcha.question}</label>
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
      <button type="submit" class="button">Anmelden</button>
    </form>
    <aside class="callout" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">Demo-Zugänge</h2>
      <p>Alle Konten haben das Passwort <code>${DEMO_PASSWORD}</code>.</p>
      <ul>
        ${DEMO_ACCOUNTS.map(
          (a) =>
            html`<li>
              <code>${a.username}</code> – ${a.displayName}, ${a.ageYears}
              Jahre${a.isAdmin ? ', Verwaltung' : ''}${a.ageYears < 16 ? ', unter 16' : ''}
            </li>`,
        )}
      </ul>
    </aside>
  </div>`;
  return renderPage(state, {
    title: 'Anmelden',
    section: 'none',
    breadcrumbs: [{ label: 'Anmelden' }],
    body,
    noindex: true,
  });
}
