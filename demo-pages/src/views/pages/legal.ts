/**
 * Legal notice and privacy policy. Their prose is written out in both languages (a legal text
 * reads as a whole, not as dictionary keys); headings, title and breadcrumb come from i18n.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import type { Lang } from '../../logic/dates.ts';
import { renderPage } from '../layout.ts';

const imprintText: Record<Lang, () => SafeHtml> = {
  de: () => html`<p>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG):</p>
    <address>Anstoss Demo-Portal<br />Musterstraße 1<br />50667 Köln</address>
    <h2>Kontakt</h2>
    <p>
      E-Mail: <a href="mailto:redaktion@anstoss.example">redaktion@anstoss.example</a><br />Telefon:
      <a href="tel:+4922112345678">0221 12345678</a>
    </p>
    <h2>Verantwortlich für den Inhalt</h2>
    <p>Redaktion Anstoss, Anschrift wie oben.</p>
    <h2>Hinweis</h2>
    <p>
      Dies ist eine Referenzumgebung für Entwicklung und Tests. Alle Vereine, Personen, Ergebnisse
      und Nachrichten sind frei erfunden.
    </p>`,
  en: () => html`<p>
      Information according to § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz,
      DDG):
    </p>
    <address lang="de">Anstoss Demo-Portal<br />Musterstraße 1<br />50667 Köln</address>
    <h2>Contact</h2>
    <p>
      Email: <a href="mailto:redaktion@anstoss.example">redaktion@anstoss.example</a><br />Phone:
      <a href="tel:+4922112345678">+49 221 12345678</a>
    </p>
    <h2>Responsible for the content</h2>
    <p>The Anstoss editorial team, address as above.</p>
    <h2>Note</h2>
    <p>
      This is a reference environment for development and testing. All clubs, people, results and
      news are made up.
    </p>`,
};

export function imprintPage(state: RequestState): string {
  const body = html` <div class="narrow prose">
    <h1>${tr('Impressum')}</h1>
    ${imprintText[state.lang]()}
  </div>`;
  return renderPage(state, {
    title: tr('Impressum'),
    section: 'none',
    breadcrumbs: [{ label: tr('Impressum') }],
    body,
  });
}

const cookieList = (lines: Record<string, SafeHtml>): SafeHtml =>
  html`<ul>
    ${Object.values(lines).map((line) => html`<li>${line}</li>`)}
  </ul>`;

const privacyText: Record<Lang, () => SafeHtml> = {
  de: () => html`<p>
      Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieses Portals nötig ist
      oder du eingewilligt hast.
    </p>
    <h2>Verantwortliche Stelle</h2>
    <p>
      Anstoss Demo-Portal, Musterstraße 1, 50667 Köln,
      <a href="mailto:datenschutz@anstoss.example">datenschutz@anstoss.example</a>.
    </p>
    <h2 id="cookies">Cookies und lokale Speicherung</h2>
    <p>Technisch notwendige Cookies setzen wir ohne Einwilligung (§ 25 Abs. 2 TDDDG):</p>
    ${cookieList({
      session: html`<code>FBDE_SESSION</code>: deine Anmeldung (nur für den Server lesbar, 14
        Tage).`,
      csrf: html`<code>FBDE_CSRF</code>, <code>FBDE_ANON</code>: Schutz vor untergeschobenen
        Formularen (<code>FBDE_ANON</code> nur für den Server lesbar, bis zum Schließen des
        Browsers).`,
      login: html`<code>FBDE_LOGIN</code>, <code>FBDE_USER_ID</code>,
        <code>FBDE_USER_NAME</code>, <code>FBDE_ROLE</code>, <code>FBDE_TEAMS</code>: Anzeige der
        Seite passend zu deiner Anmeldung.`,
      consent: html`<code>FBDE_COOKIE_LAYER_DISMISS</code>,
        <code>FBDE_COOKIE_SETTINGS_CHOICE</code>: deine Cookie-Einstellungen (100 Tage).`,
      lang: html`<code>FBDE_LANG</code>: die gewählte Sprache.`,
    })}
    <p>
      Funktionale und Marketing-Cookies sowie Inhalte Dritter (z. B. Videos) laden wir erst nach
      deiner Einwilligung. Du kannst deine Auswahl jederzeit über „Cookie-Einstellungen“ am
      Seitenende ändern.
    </p>
    <h2 id="minderjaehrige">Mitglieder unter 16 Jahren</h2>
    <p>
      Nach Art. 8 DSGVO brauchen wir für Mitglieder unter 16 Jahren die Einwilligung der
      Erziehungsberechtigten, bevor Profile öffentlich sichtbar werden. Bis dahin zeigen wir nur den
      Anzeigenamen und speichern keine nicht notwendigen Daten.
    </p>
    <h2>Deine Rechte</h2>
    <p>
      Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung,
      Datenübertragbarkeit und Widerspruch sowie das Recht, dich bei einer Aufsichtsbehörde zu
      beschweren.
    </p>`,
  en: () => html`<p>
      We process personal data only as far as running this portal requires it or you have given
      your consent.
    </p>
    <h2>Controller</h2>
    <p>
      <span lang="de">Anstoss Demo-Portal, Musterstraße 1, 50667 Köln</span>,
      <a href="mailto:datenschutz@anstoss.example">datenschutz@anstoss.example</a>.
    </p>
    <h2 id="cookies">Cookies and local storage</h2>
    <p>
      We set strictly necessary cookies without consent (§ 25 (2) of the German Telecommunications
      Digital Services Data Protection Act, TDDDG):
    </p>
    ${cookieList({
      session: html`<code>FBDE_SESSION</code>: your login (readable by the server only, 14
        days).`,
      csrf: html`<code>FBDE_CSRF</code>, <code>FBDE_ANON</code>: protection against forged forms
        (<code>FBDE_ANON</code> readable by the server only, until you close the browser).`,
      login: html`<code>FBDE_LOGIN</code>, <code>FBDE_USER_ID</code>,
        <code>FBDE_USER_NAME</code>, <code>FBDE_ROLE</code>, <code>FBDE_TEAMS</code>: showing the
        page to match your login.`,
      consent: html`<code>FBDE_COOKIE_LAYER_DISMISS</code>,
        <code>FBDE_COOKIE_SETTINGS_CHOICE</code>: your cookie settings (100 days).`,
      lang: html`<code>FBDE_LANG</code>: the language you chose.`,
    })}
    <p>
      We load functional and marketing cookies and third-party content (such as videos) only after
      you have consented. You can change your choice at any time under “Cookie settings” at the
      bottom of every page.
    </p>
    <h2 id="minderjaehrige">Members under 16</h2>
    <p>
      Under Art. 8 GDPR we need the consent of a parent or guardian for members under 16 before
      their profiles become publicly visible. Until then we show only the display name and store no
      data that is not strictly necessary.
    </p>
    <h2>Your rights</h2>
    <p>
      You have the right of access, rectification, erasure, restriction of processing, data
      portability and objection, and the right to lodge a complaint with a supervisory authority.
    </p>`,
};

export function privacyPage(state: RequestState): string {
  const body = html` <div class="narrow prose">
    <h1>${tr('Datenschutzerklärung')}</h1>
    ${privacyText[state.lang]()}
  </div>`;
  return renderPage(state, {
    title: tr('Datenschutz'),
    section: 'none',
    breadcrumbs: [{ label: tr('Datenschutz') }],
    body,
  });
}
