/**
 * What each attribute means, for German editors: the READMEs (and the schemas' comments) say it
 * in English for developers, which the English catalogue shows. Keyed by widget and attribute
 * (`'album-detail data-album-id'`); a test asserts every attribute of every widget has its
 * German sentence here, so a new attribute cannot appear in English on the German page.
 */

const CAROUSEL: Record<string, string> = {
  'data-url': 'GET → { items }: die Einträge des Karussells.',
  'data-label': 'Der Name des Karussells für Screenreader.',
  'data-slider-timeout':
    'Automatischer Wechsel nur bei einem Wert über 0; dann alle 3000 ms eine Karte weiter.',
  'data-start-index':
    'Die erste Karte (ab 0 gezählt). Beim News-Slider heißt 0: eine zufällige Karte.',
  'data-loop': 'Am Ende wieder von vorn beginnen.',
};

const TV_SERVICE: Record<string, string> = {
  'data-service':
    'Der Einwilligungsschlüssel des Videodienstes (Kleinbuchstaben, Ziffern, Bindestrich).',
  'data-service-name': 'Wie der Einwilligungshinweis den Dienst nennt.',
};

const PLACEHOLDER = 'Der Platzhalter (erste Option) dieser Stufe.';
const CONTACT_HINT =
  'Der Rechtehinweis der Seite als Layer vor der Dateiauswahl (leerer Wert: der Standardname).';
const POST_DEFAULTS = 'JSON-Objekt mit weiteren Formularfeldern, die jeder Upload mitschickt.';
const DRAFT_WAIT = 'Wo Eingaben während der Anmeldung warten.';
const PRESETS = 'Weitere Felder, die jede Einsendung mitschickt.';
const RESUMABLE =
  'Ein tus-Endpunkt: Dateien über 2 MB gehen stückweise dorthin und setzen nach einem Verbindungsabbruch fort; der Upload nennt sie dann (resumable=<id>), statt sie mitzuschicken.';
const OWNER_ONLY = 'true nur für den Besitzer des Profils.';
const ITEM_ID = 'Zusätzliche Angabe, wird als id mitgeschickt.';

function prefixed(widget: string, meanings: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(meanings).map(([a, m]) => [`${widget} ${a}`, m]));
}

export const GERMAN_MEANINGS: Record<string, string> = {
  ...prefixed('album-detail', {
    'data-detail-url': 'Die Bilder des Albums: GET {detailUrl}{albumId}?offset=0&amount=9999.',
    'data-album-id':
      'Das Album; sonst die Nummer aus /-/album/{id} in der Adresse, sonst 16973375.',
  }),
  ...prefixed('album-edit', {
    'data-album-base': 'Die Basisadresse der Album-Endpunkte.',
    'data-album-id': 'Das Album (eine feste Kennung).',
    'data-back-url': 'Ziel des Links „Zurück zu meinen Alben“.',
  }),
  ...prefixed('album-edit-list', {
    'data-url': 'Die eigenen Alben: GET ?offset&amount&show_empty&stime&etime&{abbr}id.',
    'data-album-base':
      'Anlegen und Bearbeiten ({base}/edit?album&title&cont, ein leeres Album legt eines an), Löschen ({base}/del?album), Veröffentlichen (POST {action: publish, id}).',
    'data-edit-page':
      'Adresse des Foto-Editors eines Albums (album-edit); {id} steht für die Album-Nummer.',
    'data-referral-url':
      'Wohin ein neu angelegtes Album führt; ohne Angabe die fw_url der Seite (nur dieselbe Website).',
  }),
  ...prefixed('album-list', {
    'data-list-url': 'Die Alben: GET {listUrl}?offset&amount.',
    'data-search-url': 'Die Suche: GET {searchUrl}?offset&amount&query.',
    'data-album-url': 'Linkbasis einer Albumseite; die Album-Nummer wird angehängt.',
  }),
  ...prefixed('article-editor', {
    'data-save-url': 'Speichert den Artikel: POST (JSON).',
    'data-draft-key': 'Name des lokalen Entwurfs (artikel-{id} für einen bestehenden Artikel).',
    'data-today': 'Der Tag, den die Datumsauswahl als heute nimmt (das CMS gibt seine Uhr mit).',
    'data-min-date': 'Frühestes Veröffentlichungsdatum (yyyy-MM-dd).',
    'data-max-date': 'Spätestes Veröffentlichungsdatum (yyyy-MM-dd).',
    'data-fill-today': 'Beim Einschalten der Sichtbarkeit wird ein leeres Startdatum zu heute.',
    'data-teaser-max-length':
      'Höchstlänge des Vorspanns; der Zähler zeigt, wie viele Zeichen noch frei sind.',
    'data-props JSON "article"': 'Der gespeicherte Artikel; ohne ihn beginnt das Formular leer.',
  }),
  ...prefixed('article-photo-upload', {
    'data-upload-base':
      'Upload (multipart POST) an {base}[/{object-type}/{object-ref}]/news/{article}[/team/{team-id}].',
    'data-src': 'Die Liste: GET {src}/news/{article}/offset/0/amount/{amount}.',
    'data-article': 'Die Kennung des Artikels (UUID).',
    'data-object-type': 'Mit data-object-ref: der Objektteil der Upload-Adresse.',
    'data-object-ref': 'Mit data-object-type: die Kennung des Objekts in der Upload-Adresse.',
    'data-team-id': '/team/{id} am Ende, nur wenn der Objekttyp nicht team ist.',
    'data-url-update':
      'POST {action: update, id, title, caption, copyright}; ohne Angabe kein „Bearbeiten“.',
    'data-url-update-ord':
      'POST {url}/news/{article}/ID/{id} setzt das Titelbild; ohne Angabe kein „Als Titelbild“.',
    'data-url-delete': 'POST {action: delete, id}; ohne Angabe kein „Löschen“.',
    'data-max-uploads':
      'Höchstzahl der Fotos je Artikel (gespeicherte und neue zusammen); −1 = unbegrenzt.',
    'data-amount':
      'Wie viele gespeicherte Fotos die Liste lädt (und zeigt, egal was der Server schickt).',
    'data-post-defaults': POST_DEFAULTS,
    'data-contact-hint': CONTACT_HINT,
  }),
  ...prefixed('category-submission', {
    'data-post-endpoint': 'Sendet die Einsendung: POST JSON → { success, error?: { message } }.',
    'data-upload-url':
      'Upload der Datei (multipart) → { success, meta: { id, error? } }; ohne Angabe kein Dateiteil.',
    'data-resumable-url': RESUMABLE,
    'data-release-url': 'Freigabe: POST {id, title, message, release: true} → { success }.',
    'data-file-required': 'Eine Einsendung braucht eine Datei.',
    'data-consent-required': 'Jede zusätzliche Einwilligung muss angehakt sein.',
    'data-max-megabytes': 'Größte erlaubte Datei in MB.',
    'data-draft-key': DRAFT_WAIT,
    'data-props JSON "categories"':
      'Die Kategorien [{ id, title, text?, kat, rubrik }], mindestens eine.',
    'data-props JSON "consents"': 'Zusätzliche Einwilligungen zum Anhaken [{ id, label }].',
    'data-props JSON "presets"': PRESETS,
    'data-props JSON "uploadDefaults"': 'Felder, die mit der Datei mitgehen.',
    'data-contact-hint': CONTACT_HINT,
  }),
  ...prefixed('club-search', {
    'data-items-url': 'GET-Endpunkt der Vorschläge.',
    'data-teams-url': 'Die Mannschaften eines Vereins: GET {teamsUrl}/id/{clubId}.',
    'data-min-length': 'Unter dieser Länge wird nicht gesucht.',
    'data-key': 'Name des Anfrageparameters mit dem Suchtext.',
    'data-select': 'true: Auswahlmodus, bei jeder Änderung neu laden.',
    'data-debounce-ms': 'Wartezeit nach dem letzten Tastendruck, bevor gesucht wird.',
    'data-value': 'Der Text, mit dem die Seite schon gesucht hat (keine Anfrage).',
    'data-label': 'Die sichtbare Beschriftung des Feldes.',
    'data-props JSON "defaultData"': 'Geht mit jeder Anfrage mit.',
  }),
  ...prefixed('comment-form', {
    'data-action': 'Ziel des Formulars (POST, form-urlencoded).',
    'data-max-length': 'Höchstlänge des Kommentars; der Zähler zeigt die freien Zeichen.',
    'data-poll': 'true bietet den Umfrageteil an.',
    'data-draft-key': 'Name des lokalen Entwurfs (einer je Kommentarbereich).',
    'data-thread-text-id': 'Die id des Textfeldes.',
  }),
  ...prefixed('comments', {
    'data-url': 'Der Kommentarbereich (GET, JSON); ?offset=N blättert.',
    'data-delete-url': 'Löschen (POST id) → { success, deleted }.',
    'data-report-url': 'Melden (POST id, message, reason) → { success, reported }.',
    'data-thread-text-id': 'Die id des Feldes, an das Zitate angehängt werden.',
    'data-props JSON "firstPage"':
      'Die erste Seite, die der Server schon in den Host geschrieben hat; wird übernommen statt geladen.',
  }),
  ...prefixed('competition-finder', {
    'data-json-base': 'Die Grunddaten (GET, JSON).',
    'data-areas-url':
      'Vorlage: _CLIENT, _SEASON und _COMPETITIONTYPE werden durch die gewählten Kennungen ersetzt (mit ihrem _).',
    'data-competitions-url': 'Vorlage wie data-areas-url, zusätzlich _TEAMTYPE, _AREA, _LEAGUE.',
    'data-submit-url':
      'Eine absolute Adresse (http/https) wird beim Absenden vor die Adresse des Wettbewerbs gesetzt; eine relative wird nicht beachtet.',
    'data-placeholder-client': PLACEHOLDER,
    'data-placeholder-season': PLACEHOLDER,
    'data-placeholder-competition-type': PLACEHOLDER,
    'data-placeholder-team-type': PLACEHOLDER,
    'data-placeholder-league': PLACEHOLDER,
    'data-placeholder-area': PLACEHOLDER,
    'data-placeholder-competition': PLACEHOLDER,
  }),
  ...prefixed('content-loader', {
    'data-url': 'Die Quelle; GET-Parameter stehen im Pfad: {url}/-/offset/12/kategorie/frauen.',
    'data-mode':
      'more: Knopf „Mehr laden“; fragment: Fragment nachladen; refresh: ein Kasten, der aktuell bleibt.',
    'data-method': 'get oder post (form-urlencoded, wird nie wiederholt).',
    'data-type':
      'json, html oder jsonp (?callback=anstossJsonp, gelesen, nie ausgeführt). Fragmente sind html.',
    'data-target': 'CSS-Selektor des Elements, das das HTML bekommt.',
    'data-offset': 'Der Offset der ersten „Mehr laden“-Anfrage.',
    'data-form':
      'CSS-Selektor eines Filterformulars: seine Felder gehen mit jeder Anfrage mit; Absenden lädt ab Offset 0 neu.',
    'data-insert':
      'Fragmente: an den Inhalt des Ziels anhängen (append) oder ihn ersetzen (replace).',
    'data-trigger':
      'Fragmente: lazy (10 ms, nachdem der Kasten in die Nähe des sichtbaren Bereichs kommt) oder onload (1000 ms nach dem Einbinden).',
    'data-refresh': 'refresh: Sekunden zwischen zwei Anfragen, mindestens 10.',
    'data-last-modified':
      'refresh: das HTTP-Datum (Last-Modified) des HTML, das die Seite schon zeigt.',
    'data-label': 'Knopftext statt „Mehr laden“.',
  }),
  ...prefixed('cookie-consent', {
    'data-privacy-url':
      'Link zur Datenschutzerklärung hinter dem Text. Nur http(s), relative und andere erlaubte Adressen; alles andere bleibt weg.',
  }),
  ...prefixed('count-up', {
    'data-value': 'Die Endzahl, mit Punkt für Nachkommastellen (1234, 87.5).',
    'data-from': 'Startwert (darf über der Endzahl liegen: dann wird heruntergezählt).',
    'data-decimals': 'Nachkommastellen, 0 bis 3.',
  }),
  ...prefixed('cross-table', {
    'data-caption': 'Die Tabellenüberschrift.',
    'data-props JSON "teams"': 'Die Mannschaften in Zeilen- und Spaltenreihenfolge.',
    'data-props JSON "results"':
      'results[Zeile][Spalte]: „heim:gast“, oder leer / null, wenn nicht gespielt; die Diagonale zählt nicht.',
  }),
  ...prefixed('edit-item', {
    'data-url': 'Speichern: POST id, title, description → { success }.',
    'data-item-id': ITEM_ID,
    'data-title': 'Der bisherige Titel.',
    'data-description': 'Die bisherige Beschreibung.',
  }),
  ...prefixed('fan-poll', {
    'data-questions-url': 'Lädt die Umfrage (GET).',
    'data-vote-url': 'Abstimmen: GET mit id und votedAnswer; ohne Angabe keine Abstimmung.',
    'data-poll-text-url': 'GET { poll: { text } }; ohne Angabe steht der Text der Umfrage selbst.',
  }),
  ...prefixed('favourites', {
    'data-favorites-url': 'GET-Endpunkt der Favoriten; zeigt die Liste.',
    'data-save-url': 'POST-Endpunkt, der einen Favoriten speichert oder entfernt; zeigt den Knopf.',
    'data-fw-url': 'Die Seite, die gespeichert wird.',
    'data-saved': 'true, wenn die Seite schon Favorit ist (Knopf gedrückt).',
    'data-label': 'Was gespeichert wird; ergänzt den Namen des Knopfes für Screenreader.',
  }),
  ...prefixed('generated-reports', {
    'data-select-url': 'Die Auswahl: GET {url}/{name}/{gewählter Wert}.',
    'data-name': 'Name der ersten Auswahl (klein, z. B. spiel), zugleich der Pfadteil.',
    'data-import-url': 'Importiert den gewählten Bericht: POST id (mit CSRF-Header).',
    'data-label': 'Beschriftung der ersten Auswahl.',
    'data-props JSON "options"':
      'Die Einträge der ersten Auswahl (z. B. die gespielten Spiele der Mannschaft).',
  }),
  ...prefixed('generic-upload', {
    'data-fileupload-url': 'Upload jeder Datei (multipart POST: Datei, Vorgaben, mediastreamId).',
    'data-resumable-url': RESUMABLE,
    'data-url-release': 'Freigabe: POST { id, title, message, release: true }.',
    'data-url-update': 'POST { id, title, message }; ohne Angabe kein „Speichern“.',
    'data-url-delete': 'POST { id, delete: true }; ohne Angabe kein „Löschen“.',
    'data-mediastream-id': 'Geht als mediastreamId mit jedem Upload mit.',
    'data-upload-check': 'true: ein fehlender Titel wird gleich nach dem Upload angezeigt.',
    'data-post-defaults': POST_DEFAULTS,
    'data-contact-hint': CONTACT_HINT,
    'data-album-base':
      'Der Album-Endpunkt: ein freigegebenes Foto kommt über GET {albumBase}/add?album&fotos ins Album.',
    'data-album-id':
      'Das Album, in das jedes freigegebene Foto kommt (Bearbeitungsseite des Albums).',
    'data-props JSON "albums"':
      'Die Alben des Mitglieds [{ id, title }], je Foto eines zur Wahl („In Album“, anfangs keines).',
  }),
  ...prefixed('goal-of-the-week', {
    'data-get-endpoint':
      'Die Videos: GET → { success, entries: [{ id, title, teaser?, image?, video? }] }.',
    'data-post-endpoint': 'Sendet die Angaben: POST JSON → { success, error?: { message } }.',
    'data-draft-key': DRAFT_WAIT,
    'data-props JSON "presets"': PRESETS,
  }),
  ...prefixed('header-warning', {
    'data-url': 'Endpunkt der Warnung (GET, JSON). Relative oder absolute Adresse.',
    'data-dismissible':
      'false blendet den Schließen-Knopf aus, für Warnungen, die stehen bleiben müssen.',
    'data-props JSON "warning"':
      'Die Warnung, wie das CMS sie in den Host geschrieben hat (wie die Antwort des Endpunkts). Dann zeigt das Widget sie sofort, ohne Anfrage und ohne Sprung.',
  }),
  ...prefixed('image-gallery', CAROUSEL),
  ...prefixed('news-carousel', CAROUSEL),
  ...prefixed('news-gallery', CAROUSEL),
  ...prefixed('line-chart', {
    'data-title': 'Überschrift des Diagramms und seiner Wertetabelle.',
    'data-props JSON "series"': 'Höchstens 12 Reihen mit je höchstens 500 Werten.',
    'data-props JSON "labels"':
      'Namen der Punkte auf der x-Achse (z. B. Spieltage); sonst 0 … n−1.',
    'data-y-axis': 'y-Stufen der Breite 1 ab −1: Striche −1 … yAxis − 1, z. B. 6.',
    'data-x-axis': 'Punkte auf der x-Achse, beschriftet 0 … xAxis − 1, z. B. 34 Spieltage.',
  }),
  ...prefixed('live-ticker', {
    'data-ticker-url': 'Basis des Ticker-Endpunkts; das Widget hängt /ticker-id/{id} an.',
    'data-ticker-id': 'Der gezeigte Ticker, solange der Besucher keinen anderen des Spiels wählt.',
    'data-game-id': 'Das Spiel (Schlüssel der gemerkten Tickerwahl).',
  }),
  ...prefixed('markup-checker', {
    'data-rows': 'Sichtbare Zeilen des Markup-Feldes, 4 bis 40.',
  }),
  ...prefixed('match-calendar', {
    'data-from-name': 'Feldname des „von“-Datums.',
    'data-to-name': 'Feldname des „bis“-Datums.',
    'data-from': 'Anfangswert „von“ (yyyy-MM-dd; - oder leer: keiner).',
    'data-to': 'Anfangswert „bis“.',
    'data-calendar-span': 'Der längste Zeitraum in Tagen; 0 heißt ohne Grenze.',
    'data-clearable': 'true: ein Datum darf geleert werden (als - gezeigt).',
    'data-min': 'Der früheste wählbare Tag.',
    'data-max': 'Der späteste wählbare Tag.',
  }),
  ...prefixed('match-quickview', {
    'data-url': 'Endpunkt mit den Ereignissen des Spiels.',
  }),
  ...prefixed('media-edit-list', {
    'data-list-url': 'Die Beiträge des Besitzers: GET ?offset&amount&stime&etime.',
    'data-item-url':
      'POST {action: update, id, title, description}, {action: delete, id} oder {action: publish, id}.',
    'data-album-url':
      'Album-Basis für /rel?xid= und /add?album&fotos; ohne Angabe keine Album-Werkzeuge.',
  }),
  ...prefixed('media-stream', {
    'data-stream-url': 'Die Beiträge: GET {streamUrl}?offset&amount.',
    'data-item-meta-url':
      'GET {itemMetaUrl}?id={uid}: Aufrufe, Kommentare, Bewertung; ohne Angabe keine.',
    'data-upload-url': 'Die Upload-Seite; ohne Angabe kein Upload-Knopf.',
    'data-report-action':
      'Das Melden eines Beitrags (dieselben Endpunkte wie bei News und Tickern).',
    'data-captcha-url':
      'Die Sicherheitsfrage beim Melden (dieselben Endpunkte wie bei News und Tickern).',
    'data-rating-url': 'POST { id, rating }: ein Mitglied bewertet den Beitrag eines anderen.',
    'data-edit-url': 'Für den Besitzer: POST { action: update, id, title, description }.',
    'data-label': 'Der Name des Karussells für Screenreader.',
  }),
  ...prefixed('navigation-flyout', {
    'data-props JSON "items"': 'Die Hauptpunkte in ihrer Reihenfolge.',
    'data-favorites-url': 'GET-Endpunkt der Favoriten ({ favorites }): das Menü „Meine Favoriten“.',
    'data-search-url': 'Ziel des Suchformulars (GET).',
    'data-search-param': 'Name des Suchfeldes.',
    'data-language-cookie': 'Das Cookie, aus dem der Server die Sprache der Seite liest.',
  }),
  ...prefixed('news-list', {
    'data-url': 'Die Werkzeugleiste: GET {url}/-/{key}/{values}/datum-von/{d}/datum-bis/{d}.',
    'data-target':
      'CSS-Selektor der Liste, die das HTML der Antwort ersetzt; sie bekommt auch data-news-view="grid" / "list".',
    'data-dates': 'false blendet die Zeitraumauswahl („Zeitraum“) aus.',
    'data-props JSON "filters"': 'Die Filtermenüs.',
    'data-props JSON "menu"': 'Die Menüpunkte im Kopf.',
  }),
  ...prefixed('obfuscated-results', {
    'data-obfuscation-id':
      'Die Kennung der Tabelle: Buchstaben, Ziffern, -, _ (1–64). Der Host bekommt die Klasse results-c-{id}.',
    'data-stylesheet-url': 'Adressvorlage mit %ID% (jedes Vorkommen wird ersetzt, URI-kodiert).',
    'data-title': 'Die Tabellenüberschrift.',
    'data-props JSON "head"': 'Die Spaltenüberschriften.',
    'data-props JSON "rows"': 'Die Zellen als Text oder { o: [Codes und Trennzeichen] }.',
  }),
  ...prefixed('photo-upload', {
    'data-photo-upload-form-action': 'Upload des zugeschnittenen Bildes (multipart POST).',
    'data-comp': 'profilepicture, teampicture, teamhighlight oder other (die Vorgabe).',
    'data-update-in-place':
      'true: nach dem Speichern das Signal imageSaved senden; false: die Seite neu laden.',
    'data-file-field': 'Name des Dateifeldes.',
    'data-max-megabytes': 'Größtes erlaubtes Foto in MB (geprüft, bevor etwas gelesen wird).',
    'data-label': 'Der sichtbare Name der Auswahl.',
    'data-image-url': 'Das bisherige Bild, neben dem Knopf gezeigt.',
    'data-props JSON "fields"':
      'Die weiteren Formularfelder, die mit dem Bild mitgehen ({ name: Wert }).',
    'data-contact-hint': CONTACT_HINT,
  }),
  ...prefixed('photo-viewer', {
    'data-detail-url': 'Die Bilder: GET {detailUrl}{albumId}?offset=0&amount=9999.',
    'data-view-url':
      'GET {viewUrl}?id={photoId} zählt einen Aufruf; liest die Aufrufe, wenn gesendet.',
    'data-comments-url': 'Der Kommentarrahmen {commentsUrl}{photoId} (ein iframe).',
  }),
  ...prefixed('profile-achievements', {
    'data-save-url':
      'Speichern: POST JSON { values: [{ badgeid, headline, position }] } → { success, values? }.',
    'data-editable': OWNER_ONLY,
    'data-slots': 'Wie viele Erfolge ein Profil zeigt (1–9).',
    'data-folder': 'Wo die Abzeichen-Bilder liegen.',
    'data-props JSON "list"': 'Die Abzeichen zur Auswahl.',
    'data-props JSON "values"': 'Die gespeicherten Erfolge.',
    'data-empty-text': 'Steht dort, wo noch kein Abzeichen gewählt ist.',
  }),
  ...prefixed('profile-image-source', {
    'data-switch-profile-image-source':
      'Der Umschalt-Endpunkt (GET, die Antwort wird nicht gelesen).',
    'data-ajaxmodel': 'Name des Anfrageparameters.',
    'data-value': 'Die jetzt gezeigte Quelle (die gewählte Option).',
    'data-form':
      'Die id eines Formulars, das nach dem Umschalten abgeschickt wird; sonst lädt die Seite neu.',
    'data-crop-value': 'Die Option für „mein eigenes Foto“.',
    'data-has-image': 'true, wenn es schon ein eigenes Foto gibt.',
    'data-label': 'Der sichtbare Name der Gruppe.',
    'data-props JSON "options"': 'Die Optionen [{ value, label }], mindestens zwei.',
  }),
  ...prefixed('profile-live-stats', {
    'data-save-url': 'Speichern: POST JSON { slots: [statId oder null, …] } → { success }.',
    'data-editable': OWNER_ONLY,
    'data-slots': 'Anzahl der Plätze (1–9).',
    'data-props JSON "stats"': 'Alle Statistiken des Spielers mit taken/sortPos.',
  }),
  ...prefixed('profile-stage', {
    'data-save-url': 'Speichern: POST JSON { background } → { success, background? }.',
    'data-editable': OWNER_ONLY,
    'data-name': 'Der Anzeigename des Profils, auf der Bühne gezeigt.',
    'data-props JSON "backgrounds"': 'Die Hintergründe zur Auswahl (der erste ist der Standard).',
    'data-background': 'Die Kennung des gewählten Hintergrunds.',
  }),
  ...prefixed('range-slider', {
    'data-label': 'Was aufgeteilt wird; der sichtbare Name beider Regler.',
    'data-label-left': 'Name des linken Anteils („Heim“).',
    'data-label-right': 'Name des rechten Anteils („Gast“).',
    'data-value-left': 'Anfangswert des linken Anteils, ganze Prozent von 0 bis 100.',
    'data-name': 'Vorsilbe der versteckten Felder {name}Left / {name}Right.',
  }),
  ...prefixed('rating', {
    'data-url': 'Bewerten: POST id, rating → { success, error.message }.',
    'data-item-id': ITEM_ID,
    'data-rating': 'Die bisherige eigene Bewertung des Mitglieds.',
    'data-average':
      'Der Durchschnitt (votes.average): Foto-Stern n leuchtet, wenn der Durchschnitt über n − 1 liegt.',
    'data-points': 'Punkte der Medienbewertung: Stern n ist gefüllt, wenn 100 × n ≤ Punkte.',
  }),
  ...prefixed('report-offense', {
    'data-action': 'Ziel der Meldung (POST, form-urlencoded).',
    'data-captcha-url': 'Die Sicherheitsfrage: GET { question, digest }.',
    'data-article-uuid': 'Der gemeldete News-Artikel.',
    'data-match-id': 'Das Spiel des gemeldeten Livetickers.',
    'data-ticker-id': 'Der gemeldete Liveticker.',
    'data-reason': 'Ein fester Grund als verstecktes Feld (keine Auswahl).',
    'data-props JSON "reasons"': 'Die Gründe zur Auswahl [{ "value": "…", "label": "…" }].',
  }),
  ...prefixed('report-tool', {
    'data-url': 'Melden: POST id, message, reason (Zahl, Standard 0) → { success, error.message }.',
    'data-item-id': ITEM_ID,
  }),
  ...prefixed('start-page', {
    'data-url': 'Der Endpunkt von „Mein Fußball“ (GET, JSON).',
    'data-discover-url': 'Wohin der leere Zustand zum Finden von Favoriten einlädt.',
  }),
  ...prefixed('survey-layer', {
    'data-url':
      'Adresse des Umfrage-Fragments (GET, HTML). Jedes {path} wird durch den ersten Pfadteil der Seite ersetzt, auf der Startseite durch index: auf /spiel/-/spiel/02AB lädt das Beispiel /ajax/survey/spiel.html.',
    'data-name':
      'Der Name der Umfrage. Ein Cookie mit genau diesem Namen merkt, dass sie gezeigt wurde; eine neue Umfrage braucht einen neuen Namen. Buchstaben, Ziffern und -_. (ein gültiger Cookie-Name).',
    'data-label': 'Der Name des Layers für Screenreader.',
  }),
  ...prefixed('tabs', {
    'data-items':
      'JSON-Liste: label, url (Ajax-Reiter) oder href (Link-Reiter), optional tracking, active.',
    'data-label': 'Der Name der Reiterliste für Screenreader.',
    'data-ticker-game':
      'Die Nummer eines Live-Spiels: der offene Ajax-Reiter lädt neu, sobald dessen Liveticker neue Ereignisse zeigt; bis dahin bleibt der alte Inhalt stehen.',
  }),
  ...prefixed('text-truncate', {
    'data-text': 'Der ganze Absatz als reiner Text (Markup wird als Text gezeigt).',
    'data-enabled': 'true schaltet das Kürzen ein; sonst steht der ganze Text.',
    'data-max-length':
      'Die längste gezeigte Länge im gekürzten Zustand, in Zeichen (ganze Zahl ≥ 1).',
    'data-read-more': 'true fügt den Knopf „weiterlesen“ hinzu, der den Rest zeigt.',
  }),
  ...prefixed('tournament-tree', {
    'data-title': 'Die Überschrift über dem Turnierbaum; Standard: „Turnierbaum“.',
    'data-props JSON "levels"':
      'Die Runden zum Aufklappen: Name und Ajax-Quelle, endet auf /action/OPEN (oder /action/CLOSE, wenn offen).',
  }),
  ...prefixed('tv-content', {
    'data-url': 'Die Videoliste dieser Seite: GET {url}.',
    'data-video-id': 'Die Kennung des Videos für den Player.',
    'data-recommendations-url': 'Die Magazin-Empfehlungen unter dem Player (freiwillig).',
    ...TV_SERVICE,
  }),
  ...prefixed('tv-list', {
    'data-tv-list-url': 'GET {tvListUrl}?offset → final, count, lastIndex, entries.',
  }),
  ...prefixed('tv-magazine', {
    'data-url': 'Die Videoliste dieser Seite: GET {url}.',
  }),
  ...prefixed('video-popup', {
    'data-player-url':
      'Die Player-Seite; das iframe bekommt ?view={id}&play=true&allowfullscreen=true.',
    'data-video-id': 'Die Kennung des Videos für den Player.',
    'data-title': 'Der Titel des Popups (reiner Text).',
    'data-image': 'Das Vorschaubild, vom eigenen Server des Portals.',
    'data-third-party': 'Die Player-Seite eines Sportanbieters (autoplay=true statt play=true).',
    'data-qualities':
      'Die vorhandenen Quellen des Videos, z. B. "src,src_medium" (Standard: alle drei).',
    ...TV_SERVICE,
  }),
  ...prefixed('year-select', {
    'data-years': 'N: wie viele Jahre vor dem laufenden angeboten werden (0 bis 99).',
    'data-name': 'Feldname der Auswahl (<select>).',
    'data-selected':
      'Das vorgewählte Jahr (vier Ziffern); ein Jahr außerhalb der Auswahl wird zum laufenden.',
    'data-current-year': 'Das laufende Jahr des Servers; gilt vor der Uhr des Browsers.',
    'data-url':
      'Eine Seitenadresse mit %YEAR%: die Wahl eines Jahres öffnet sie (über den Navigationsdienst).',
    'data-label': 'Die sichtbare Beschriftung.',
  }),
};

/** The German meaning of a widget's attribute, or undefined when none is written yet. */
export function germanMeaning(widget: string, attribute: string): string | undefined {
  return GERMAN_MEANINGS[`${widget} ${attribute}`];
}
