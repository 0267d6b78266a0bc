/**
 * A page that exercises every server-markup behaviour of the runtime (CONTRACTS.md
 * "Server-markup behaviours"): conditions, %NAME% templates, the login gate, '#!' hash routes
 * with sections and section navigation, named layers, popup and share links, and the
 * link-scheme guard. Each demo names the markup it uses, so testers know what to expect.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { renderPage } from '../layout.ts';
import { contactHintLayer } from './upload.ts';
import { pageHelpersDemo } from './pageHelpersDemo.ts';

export interface BehavioursData {
  /** A team id the logged-in user follows (for inarray demos); '1' for guests. */
  teamId: string;
  sent: boolean;
}

function code(text: string): SafeHtml {
  return html`<code>${text}</code>`;
}

/**
 * Whether the runtime will remove an element with this data-condition for this visitor, as far as
 * the server knows it: a visible-type condition on the login cookie (existVisible/notexistVisible
 * FBDE_LOGIN) that does not hold. The server renders such elements hidden, so their removal moves
 * nothing on the page (layout shift on a slow first visit); the runtime still decides.
 */
export function removedForVisitor(condition: string, loggedIn: boolean): boolean {
  return condition.split(';').some((part) => {
    const [type, name] = part.trim().split(/\s+/);
    if (name !== 'FBDE_LOGIN') return false;
    if (type === 'existVisible') return !loggedIn;
    if (type === 'notexistVisible') return loggedIn;
    return false;
  });
}

export function behavioursPage(state: RequestState, d: BehavioursData): string {
  const pageUrl = `${state.origin}/seitenfunktionen`;
  const hidden = (cond: string) => (removedForVisitor(cond, !!state.user) ? html` hidden` : null);
  const condition = (cond: string, text: string, tag: 'p' | 'button' = 'p') =>
    tag === 'button'
      ? html`<li>
          <button type="button" class="button button--small" data-condition="${cond}">
            ${text}
          </button>
          ${code(cond)}
        </li>`
      : html`<li class="demo-box" data-condition="${cond}"${hidden(cond)}>${text} ${code(cond)}</li>`;
  const sections = [
    { id: 'bedingungen', label: 'Bedingungen' },
    { id: 'vorlagen', label: 'Vorlagen' },
    { id: 'login-sperre', label: 'Login-Sperre' },
    { id: 'layer', label: 'Layer' },
    { id: 'links', label: 'Links' },
  ];
  const body = html` <h1>Seitenfunktionen</h1>
    <p class="lead">
      Diese Seite zeigt alle Funktionen, die Anstoss auf gewöhnliches Seiten-Markup anwendet.
      ${state.user ? html`Du bist als <strong>${state.user.displayName}</strong> angemeldet.` : html`Du bist nicht angemeldet – <a href="/login?fw_url=%2Fseitenfunktionen">melde dich an</a>, um den Unterschied zu sehen.`}
    </p>
    ${d.sent ? html`<p class="notice" role="status">Danke, dein Testbeitrag ist angekommen.</p>` : null}

    <nav class="section-nav" data-section-nav aria-label="Abschnitte dieser Seite">
      <ul>
        ${sections.map((s) => html`<li><a href="#!/section/${s.id}">${s.label}</a></li>`)}
      </ul>
    </nav>

    <section id="bedingungen" aria-labelledby="bedingungen-title">
      <h2 id="bedingungen-title">Bedingungen an Elementen</h2>
      <p>
        Elemente mit ${code('data-condition')} werden je nach Cookie oder Seitenkonfiguration
        gesperrt (exist-Typen) oder entfernt (Visible-Typen).
      </p>
      <ul class="demo-list">
        ${condition('existVisible FBDE_LOGIN', 'Nur für angemeldete Mitglieder sichtbar.')}
        ${condition('notexistVisible FBDE_LOGIN', 'Nur für Gäste sichtbar: Jetzt kostenlos registrieren!')}
        ${condition('exist FBDE_LOGIN', 'Kommentar schreiben', 'button')}
        ${condition('notexist FBDE_LOGIN', 'Registrieren', 'button')}
        ${condition('equal FBDE_ROLE club', 'Vereinsfunktion: Spielbericht erfassen', 'button')}
        ${condition('notequal FBDE_ROLE club', 'Fanfunktion: Spiel bewerten', 'button')}
        ${condition(`inarray FBDE_TEAMS ${d.teamId}`, `Du folgst Mannschaft ${d.teamId}.`)}
        ${condition(`inarraystartswith FBDE_TEAMS ${d.teamId.slice(0, 1)}`, `Du folgst einer Mannschaft, deren Nummer mit ${d.teamId.slice(0, 1)} beginnt.`)}
        ${condition(`notinarray FBDE_TEAMS ${d.teamId}`, `Du folgst Mannschaft ${d.teamId} noch nicht.`)}
        ${condition('equal config:role club', 'Laut Seitenkonfiguration bist du Vereinsvertreter/in.')}
        ${condition('equal config:loggedIn 1', 'Laut Seitenkonfiguration bist du angemeldet.')}
        ${condition('existVisible FBDE_LOGIN; equal FBDE_ROLE club', 'Zwei Bedingungen zugleich: angemeldet und Verein.')}
      </ul>
    </section>

    <section id="vorlagen" aria-labelledby="vorlagen-title">
      <h2 id="vorlagen-title">Textvorlagen</h2>
      <p>
        Platzhalter wie ${code('%FBDE_USER_NAME%')} in Elementen mit ${code('data-template')} werden
        aus Cookies gefüllt.
      </p>
      <p class="demo-box" data-template data-condition="existVisible FBDE_LOGIN"${hidden('existVisible FBDE_LOGIN')}>
        Hallo %FBDE_USER_NAME%, deine Nutzer-ID ist %FBDE_USER_ID%.
      </p>
      <p data-condition="existVisible FBDE_LOGIN"${hidden('existVisible FBDE_LOGIN')}>
        <a data-template data-template-attrs="href" href="/fanprofil/-/userid/%FBDE_USER_ID%"
          >Zu deinem Fanprofil</a
        >
      </p>
    </section>

    <section id="login-sperre" aria-labelledby="login-sperre-title">
      <h2 id="login-sperre-title">Login-Sperre</h2>
      <p>
        Gäste, die eines dieser Bedienelemente benutzen, werden zur Anmeldung geschickt und danach
        hierher zurückgeleitet.
      </p>
      <form class="gate-form" method="post" action="/seitenfunktionen/testbeitrag" data-login-gate>
        <input type="hidden" name="csrf" value="${state.csrf}" />
        <div class="field">
          <label for="gate-text">Dein Kommentar</label>
          <textarea id="gate-text" name="text" rows="3" maxlength="500"></textarea>
        </div>
        <div class="field">
          <label for="gate-select">Bewertung</label>
          <select id="gate-select" name="bewertung" data-login-gate>
            <option value="">Bitte wählen</option>
            <option value="5">Sehr gut</option>
            <option value="3">Mittel</option>
            <option value="1">Schlecht</option>
          </select>
        </div>
        <fieldset class="field" data-login-gate>
          <legend>Benachrichtigungen</legend>
          <label><input type="checkbox" name="tore" value="1" /> Tore</label>
          <label><input type="checkbox" name="ergebnis" value="1" /> Endergebnis</label>
        </fieldset>
        <fieldset class="field" data-login-gate>
          <legend>Sichtbarkeit</legend>
          <label><input type="radio" name="sichtbar" value="alle" /> Alle</label>
          <label><input type="radio" name="sichtbar" value="freunde" /> Nur Freunde</label>
        </fieldset>
        <div class="field">
          <label for="gate-file">Bild anhängen</label>
          <input id="gate-file" name="bild" type="file" accept="image/*" />
        </div>
        <p><a href="/hochladen" data-login-trigger>Zum Upload-Bereich (Anmeldung nötig)</a></p>
        <button type="submit" class="button">Testbeitrag senden</button>
      </form>
    </section>

    <section id="layer" aria-labelledby="layer-title">
      <h2 id="layer-title">Layer</h2>
      <p>
        Buttons mit ${code('data-layer-open')} öffnen benannte Layer
        (${code('<dialog data-layer>')}).
      </p>
      <p>
        <button type="button" class="button" data-layer-open="demo-hinweis">
          Hinweis-Layer öffnen
        </button>
      </p>
      <p>
        Ein Dateifeld mit ${code('data-contact-hint')} zeigt vor der Dateiauswahl den
        Bildrechte-Hinweis (Layer ${code('contact-hint')}):
      </p>
      <p class="field">
        <label for="demo-contact-hint-file">Foto auswählen</label>
        <input id="demo-contact-hint-file" type="file" accept="image/*" data-contact-hint />
      </p>
      <p>Ein weiterer Layer: die Einwilligung für Mitglieder unter 16 im Fanprofil (Konto „lena“).</p>
      <p id="sprungziel" class="demo-box">
        Sprungziel: Dieses Element mit der ID „sprungziel“ hat die Route ${code('#!/sprungziel')}.
      </p>
    </section>

    <section id="links" aria-labelledby="links-title">
      <h2 id="links-title">Popup-, Teilen- und Schutz-Links</h2>
      <ul class="demo-list">
        <li><a href="/impressum" data-popup>Impressum im Popup-Fenster öffnen</a></li>
        <li><a href="#!/sprungziel">Zum Sprungziel (Hash-Route)</a></li>
        <li>
          <a
            data-share="facebook"
            href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}"
            >Auf Facebook teilen</a
          >
        </li>
        <li>
          <a data-share="x" href="https://x.com/intent/post?url=${encodeURIComponent(pageUrl)}"
            >Auf X teilen</a
          >
        </li>
        <li>
          <a data-share="whatsapp" href="whatsapp://send?text=${encodeURIComponent(pageUrl)}"
            >Per WhatsApp teilen</a
          >
        </li>
        <li>
          <a data-share="mail" href="mailto:?body=${encodeURIComponent(pageUrl)}"
            >Per E-Mail teilen</a
          >
        </li>
        <li><a href="tel:+4922112345678">Anrufen (tel: ist erlaubt)</a></li>
      </ul>
      <p>Die folgenden Links haben unerlaubte Schemata; der Link-Schutz entschärft sie:</p>
      <ul class="demo-list" data-demo="unsafe-links">
        <li><a href="javascript:alert('xss')">Unsicherer Link (javascript:)</a></li>
        <li><a href="JAVASCRIPT:alert(1)">Unsicherer Link (Großschreibung)</a></li>
        <li>
          <a href="data:text/html,%3Cscript%3Ealert(1)%3C/script%3E">Unsicherer Link (data:)</a>
        </li>
        <li><a href="vbscript:msgbox(1)">Unsicherer Link (vbscript:)</a></li>
      </ul>
    </section>

    <section id="formularhilfen" aria-labelledby="formularhilfen-title">
      <h2 id="formularhilfen-title">Formularhilfen</h2>
      <p>
        Die Jahresauswahl (${code('data-widget="year-select" data-years="5"')}) bietet das
        laufende Jahr und fünf Jahre davor an und wird mit dem Formular gesendet.
      </p>
      <form class="filter-form" method="get" action="/seitenfunktionen">
        <div data-widget="year-select" data-years="5" data-name="jahr" data-label="Spieljahr"></div>
        <button type="submit" class="button">Anzeigen</button>
      </form>
      <p>
        Der Aufteilungsregler (${code('data-widget="range-slider"')}) teilt 100 % auf zwei Seiten
        auf; beide Enden lassen sich mit der Tastatur bedienen.
      </p>
      <form method="get" action="/seitenfunktionen">
        <div
          data-widget="range-slider"
          data-label="Ballbesitz"
          data-label-left="Heim"
          data-label-right="Gast"
          data-name="ballbesitz"
        ></div>
        <button type="submit" class="button">Tipp senden</button>
      </form>
    </section>
    ${pageHelpersDemo()}`;
  const layers = html`${contactHintLayer()}<dialog
    class="layer"
    data-layer="demo-hinweis"
    aria-labelledby="demo-hinweis-title"
  >
    <div class="layer__content">
      <h2 id="demo-hinweis-title">Ein benannter Layer</h2>
      <p>
        Dieser Layer wurde über ${code('data-layer-open="demo-hinweis"')} geöffnet. Escape schließt
        ihn, der Fokus kehrt zum Auslöser zurück.
      </p>
      <div class="layer__actions">
        <button type="button" class="button" data-layer-close>Schließen</button>
      </div>
    </div>
  </dialog>`;
  return renderPage(state, {
    title: 'Seitenfunktionen',
    description: 'Demonstration aller Seitenfunktionen von Anstoss.',
    section: 'behaviours',
    breadcrumbs: [{ label: 'Seitenfunktionen' }],
    body,
    layers,
  });
}
