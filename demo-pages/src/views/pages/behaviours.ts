/**
 * A page that exercises every server-markup behaviour of the runtime (CONTRACTS.md
 * "Server-markup behaviours"): conditions, %NAME% templates, the login gate, '#!' hash routes
 * with sections and section navigation, named layers, popup and share links, and the
 * link-scheme guard. Each demo names the markup it uses, so testers know what to expect.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { tr, type PageText } from '../../i18n/pages.ts';
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
  // Sentences with inline code, written out in both languages.
  const say = (de: SafeHtml, en: SafeHtml) => (state.lang === 'en' ? en : de);
  const condition = (cond: string, text: string, tag: 'p' | 'button' = 'p') =>
    tag === 'button'
      ? html`<li>
          <button type="button" class="button button--small" data-condition="${cond}">
            ${text}
          </button>
          ${code(cond)}
        </li>`
      : html`<li class="demo-box" data-condition="${cond}"${hidden(cond)}>${text} ${code(cond)}</li>`;
  const sections: { id: string; label: PageText }[] = [
    { id: 'bedingungen', label: 'Bedingungen' },
    { id: 'vorlagen', label: 'Vorlagen' },
    { id: 'login-sperre', label: 'Login-Sperre' },
    { id: 'layer', label: 'Layer' },
    { id: 'links', label: 'Links' },
  ];
  const body = html` <h1>${tr('Seitenfunktionen')}</h1>
    <p class="lead">
      ${tr('Diese Seite zeigt alle Funktionen, die Anstoss auf gewöhnliches Seiten-Markup anwendet.')}
      ${
        state.user
          ? say(
              html`Du bist als <strong>${state.user.displayName}</strong> angemeldet.`,
              html`You are logged in as <strong>${state.user.displayName}</strong>.`,
            )
          : say(
              html`Du bist nicht angemeldet – <a href="/login?fw_url=%2Fseitenfunktionen">melde dich an</a>, um den Unterschied zu sehen.`,
              html`You are not logged in – <a href="/login?fw_url=%2Fseitenfunktionen">log in</a> to see the difference.`,
            )
      }
    </p>
    ${d.sent ? html`<p class="notice" role="status">${tr('Danke, dein Testbeitrag ist angekommen.')}</p>` : null}

    <nav class="section-nav" data-section-nav aria-label="${tr('Abschnitte dieser Seite')}">
      <ul>
        ${sections.map((s) => html`<li><a href="#!/section/${s.id}">${tr(s.label)}</a></li>`)}
      </ul>
    </nav>

    <section id="bedingungen" aria-labelledby="bedingungen-title">
      <h2 id="bedingungen-title">${tr('Bedingungen an Elementen')}</h2>
      <p>
        ${say(
          html`Elemente mit ${code('data-condition')} werden je nach Cookie oder Seitenkonfiguration
            gesperrt (exist-Typen) oder entfernt (Visible-Typen).`,
          html`Elements with ${code('data-condition')} are disabled (exist types) or removed
            (Visible types) depending on a cookie or the page configuration.`,
        )}
      </p>
      <ul class="demo-list">
        ${condition('existVisible FBDE_LOGIN', tr('Nur für angemeldete Mitglieder sichtbar.'))}
        ${condition('notexistVisible FBDE_LOGIN', tr('Nur für Gäste sichtbar: Jetzt kostenlos registrieren!'))}
        ${condition('exist FBDE_LOGIN', tr('Kommentar schreiben'), 'button')}
        ${condition('notexist FBDE_LOGIN', tr('Registrieren'), 'button')}
        ${condition('equal FBDE_ROLE club', tr('Vereinsfunktion: Spielbericht erfassen'), 'button')}
        ${condition('notequal FBDE_ROLE club', tr('Fanfunktion: Spiel bewerten'), 'button')}
        ${condition(`inarray FBDE_TEAMS ${d.teamId}`, tr('Du folgst Mannschaft {id}.', { id: d.teamId }))}
        ${condition(`inarraystartswith FBDE_TEAMS ${d.teamId.slice(0, 1)}`, tr('Du folgst einer Mannschaft, deren Nummer mit {digit} beginnt.', { digit: d.teamId.slice(0, 1) }))}
        ${condition(`notinarray FBDE_TEAMS ${d.teamId}`, tr('Du folgst Mannschaft {id} noch nicht.', { id: d.teamId }))}
        ${condition('equal config:role club', tr('Laut Seitenkonfiguration bist du Vereinsvertreter/in.'))}
        ${condition('equal config:loggedIn 1', tr('Laut Seitenkonfiguration bist du angemeldet.'))}
        ${condition('existVisible FBDE_LOGIN; equal FBDE_ROLE club', tr('Zwei Bedingungen zugleich: angemeldet und Verein.'))}
      </ul>
    </section>

    <section id="vorlagen" aria-labelledby="vorlagen-title">
      <h2 id="vorlagen-title">${tr('Textvorlagen')}</h2>
      <p>
        ${say(
          html`Platzhalter wie ${code('%FBDE_USER_NAME%')} in Elementen mit ${code('data-template')}
            werden aus Cookies gefüllt.`,
          html`Placeholders such as ${code('%FBDE_USER_NAME%')} in elements with
            ${code('data-template')} are filled from cookies.`,
        )}
      </p>
      <p class="demo-box" data-template data-condition="existVisible FBDE_LOGIN"${hidden('existVisible FBDE_LOGIN')}>
        ${tr('Hallo %FBDE_USER_NAME%, deine Nutzer-ID ist %FBDE_USER_ID%.')}
      </p>
      <p data-condition="existVisible FBDE_LOGIN"${hidden('existVisible FBDE_LOGIN')}>
        <a data-template data-template-attrs="href" href="/fanprofil/-/userid/%FBDE_USER_ID%"
          >${tr('Zu deinem Fanprofil')}</a
        >
      </p>
    </section>

    <section id="login-sperre" aria-labelledby="login-sperre-title">
      <h2 id="login-sperre-title">${tr('Login-Sperre')}</h2>
      <p>
        ${tr(
          'Gäste, die eines dieser Bedienelemente benutzen, werden zur Anmeldung geschickt und danach hierher zurückgeleitet.',
        )}
      </p>
      <form class="gate-form" method="post" action="/seitenfunktionen/testbeitrag" data-login-gate>
        <input type="hidden" name="csrf" value="${state.csrf}" />
        <div class="field">
          <label for="gate-text">${tr('Dein Kommentar')}</label>
          <textarea id="gate-text" name="text" rows="3" maxlength="500"></textarea>
        </div>
        <div class="field">
          <label for="gate-select">${tr('Bewertung')}</label>
          <select id="gate-select" name="bewertung" data-login-gate>
            <option value="">${tr('Bitte wählen')}</option>
            <option value="5">${tr('Sehr gut')}</option>
            <option value="3">${tr('Mittel')}</option>
            <option value="1">${tr('Schlecht')}</option>
          </select>
        </div>
        <fieldset class="field" data-login-gate>
          <legend>${tr('Benachrichtigungen')}</legend>
          <label><input type="checkbox" name="tore" value="1" /> ${tr('Tore')}</label>
          <label><input type="checkbox" name="ergebnis" value="1" /> ${tr('Endergebnis')}</label>
        </fieldset>
        <fieldset class="field" data-login-gate>
          <legend>${tr('Sichtbarkeit')}</legend>
          <label><input type="radio" name="sichtbar" value="alle" /> ${tr('Alle')}</label>
          <label><input type="radio" name="sichtbar" value="freunde" /> ${tr('Nur Freunde')}</label>
        </fieldset>
        <div class="field">
          <label for="gate-file">${tr('Bild anhängen')}</label>
          <input id="gate-file" name="bild" type="file" accept="image/*" />
        </div>
        <p><a href="/hochladen" data-login-trigger>${tr('Zum Upload-Bereich (Anmeldung nötig)')}</a></p>
        <button type="submit" class="button">${tr('Testbeitrag senden')}</button>
      </form>
    </section>

    <section id="layer" aria-labelledby="layer-title">
      <h2 id="layer-title">${tr('Layer')}</h2>
      <p>
        ${say(
          html`Buttons mit ${code('data-layer-open')} öffnen benannte Layer
            (${code('<dialog data-layer>')}).`,
          html`Buttons with ${code('data-layer-open')} open named layers
            (${code('<dialog data-layer>')}).`,
        )}
      </p>
      <p>
        <button type="button" class="button" data-layer-open="demo-hinweis">
          ${tr('Hinweis-Layer öffnen')}
        </button>
      </p>
      <p>
        ${say(
          html`Ein Dateifeld mit ${code('data-contact-hint')} zeigt vor der Dateiauswahl den
            Bildrechte-Hinweis (Layer ${code('contact-hint')}):`,
          html`A file field with ${code('data-contact-hint')} shows the picture-rights note
            (layer ${code('contact-hint')}) before the file choice:`,
        )}
      </p>
      <p class="field">
        <label for="demo-contact-hint-file">${tr('Foto auswählen')}</label>
        <input id="demo-contact-hint-file" type="file" accept="image/*" data-contact-hint />
      </p>
      <p>
        ${tr('Ein weiterer Layer: die Einwilligung für Mitglieder unter 16 im Fanprofil (Konto „lena“).')}
      </p>
      <p id="sprungziel" class="demo-box">
        ${say(
          html`Sprungziel: Dieses Element mit der ID „sprungziel“ hat die Route
            ${code('#!/sprungziel')}.`,
          html`Jump target: this element with the id “sprungziel” has the route
            ${code('#!/sprungziel')}.`,
        )}
      </p>
    </section>

    <section id="links" aria-labelledby="links-title">
      <h2 id="links-title">${tr('Popup-, Teilen- und Schutz-Links')}</h2>
      <ul class="demo-list">
        <li><a href="/impressum" data-popup>${tr('Impressum im Popup-Fenster öffnen')}</a></li>
        <li><a href="#!/sprungziel">${tr('Zum Sprungziel (Hash-Route)')}</a></li>
        <li>
          <a
            data-share="facebook"
            href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}"
            >${tr('Auf Facebook teilen')}</a
          >
        </li>
        <li>
          <a data-share="x" href="https://x.com/intent/post?url=${encodeURIComponent(pageUrl)}"
            >${tr('Auf X teilen')}</a
          >
        </li>
        <li>
          <a data-share="whatsapp" href="whatsapp://send?text=${encodeURIComponent(pageUrl)}"
            >${tr('Per WhatsApp teilen')}</a
          >
        </li>
        <li>
          <a data-share="mail" href="mailto:?body=${encodeURIComponent(pageUrl)}"
            >${tr('Per E-Mail teilen')}</a
          >
        </li>
        <li><a href="tel:+4922112345678">${tr('Anrufen (tel: ist erlaubt)')}</a></li>
      </ul>
      <p>${tr('Die folgenden Links haben unerlaubte Schemata; der Link-Schutz entschärft sie:')}</p>
      <ul class="demo-list" data-demo="unsafe-links">
        <li><a href="javascript:alert('xss')">${tr('Unsicherer Link ({scheme})', { scheme: 'javascript:' })}</a></li>
        <li><a href="JAVASCRIPT:alert(1)">${tr('Unsicherer Link (Großschreibung)')}</a></li>
        <li>
          <a href="data:text/html,%3Cscript%3Ealert(1)%3C/script%3E">${tr('Unsicherer Link ({scheme})', { scheme: 'data:' })}</a>
        </li>
        <li><a href="vbscript:msgbox(1)">${tr('Unsicherer Link ({scheme})', { scheme: 'vbscript:' })}</a></li>
      </ul>
    </section>

    <section id="formularhilfen" aria-labelledby="formularhilfen-title">
      <h2 id="formularhilfen-title">${tr('Formularhilfen')}</h2>
      <p>
        ${say(
          html`Die Jahresauswahl (${code('data-widget="year-select" data-years="5"')}) bietet das
            laufende Jahr und fünf Jahre davor an und wird mit dem Formular gesendet.`,
          html`The year choice (${code('data-widget="year-select" data-years="5"')}) offers the
            current year and the five years before it and is sent with the form.`,
        )}
      </p>
      <form class="filter-form" method="get" action="/seitenfunktionen">
        <div data-widget="year-select" data-years="5" data-name="jahr" data-label="${tr('Spieljahr')}"></div>
        <button type="submit" class="button">${tr('Anzeigen')}</button>
      </form>
      <p>
        ${say(
          html`Der Aufteilungsregler (${code('data-widget="range-slider"')}) teilt 100 % auf zwei
            Seiten auf; beide Enden lassen sich mit der Tastatur bedienen.`,
          html`The split slider (${code('data-widget="range-slider"')}) divides 100 % between two
            sides; both ends can be moved with the keyboard.`,
        )}
      </p>
      <form method="get" action="/seitenfunktionen">
        <div
          data-widget="range-slider"
          data-label="${tr('Ballbesitz')}"
          data-label-left="${tr('Heim')}"
          data-label-right="${tr('Gast')}"
          data-name="ballbesitz"
        ></div>
        <button type="submit" class="button">${tr('Tipp senden')}</button>
      </form>
    </section>
    ${pageHelpersDemo(state.lang)}`;
  const layers = html`${contactHintLayer()}<dialog
    class="layer"
    data-layer="demo-hinweis"
    aria-labelledby="demo-hinweis-title"
  >
    <div class="layer__content">
      <h2 id="demo-hinweis-title">${tr('Ein benannter Layer')}</h2>
      <p>
        ${say(
          html`Dieser Layer wurde über ${code('data-layer-open="demo-hinweis"')} geöffnet. Escape
            schließt ihn, der Fokus kehrt zum Auslöser zurück.`,
          html`This layer was opened through ${code('data-layer-open="demo-hinweis"')}. Escape
            closes it, and focus returns to the button that opened it.`,
        )}
      </p>
      <div class="layer__actions">
        <button type="button" class="button" data-layer-close>${tr('Schließen')}</button>
      </div>
    </div>
  </dialog>`;
  return renderPage(state, {
    title: tr('Seitenfunktionen'),
    description: tr('Demonstration aller Seitenfunktionen von Anstoss.'),
    section: 'behaviours',
    breadcrumbs: [{ label: tr('Seitenfunktionen') }],
    body,
    layers,
  });
}
