import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { renderPage } from '../layout.ts';

export function imprintPage(state: RequestState): string {
  const body = html` <div class="narrow prose">
    <h1>Impressum</h1>
    <p>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG):</p>
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
    </p>
  </div>`;
  return renderPage(state, {
    title: 'Impressum',
    section: 'none',
    breadcrumbs: [{ label: 'Impressum' }],
    body,
  });
}

export function privacyPage(state: RequestState): string {
  const body = html` <div class="narrow prose">
    <h1>Datenschutzerklärung</h1>
    <p>
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
    <ul>
      <li><code>FBDE_SESSION</code>: deine Anmeldung (nur für den Server lesbar, 14 Tage).</li>
      <li>
        <code>FBDE_CSRF</code>, <code>FBDE_ANON</code>: Schutz vor untergeschobenen Formularen
        (<code>FBDE_ANON</code> nur für den Server lesbar, bis zum Schließen des Browsers).
      </li>
      <li>
        <code>FBDE_LOGIN</code>, <code>FBDE_USER_ID</code>, <code>FBDE_USER_NAME</code>,
        <code>FBDE_ROLE</code>, <code>FBDE_TEAMS</code>: Anzeige der Seite passend zu deiner
        Anmeldung.
      </li>
      <li>
        <code>FBDE_COOKIE_LAYER_DISMISS</code>, <code>FBDE_COOKIE_SETTINGS_CHOICE</code>: deine
        Cookie-Einstellungen (100 Tage).
      </li>
      <li><code>FBDE_LANG</code>: die gewählte Sprache.</li>
    </ul>
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
    </p>
  </div>`;
  return renderPage(state, {
    title: 'Datenschutz',
    section: 'none',
    breadcrumbs: [{ label: 'Datenschutz' }],
    body,
  });
}
