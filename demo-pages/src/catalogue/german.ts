/**
 * What the catalogue tells German editors: one sentence per widget (the READMEs, written for
 * developers in English, give the English one), and the widgets that work together (a widget
 * alone is not the whole feature: comments shows a thread, comment-form writes into it).
 * A test asserts every registered widget has its German sentence.
 */
export const GERMAN_SUMMARIES: Record<string, string> = {
  'album-detail':
    'Ein Fotoalbum mit allen Bildern als Raster; ein Klick öffnet den Bildbetrachter.',
  'album-edit':
    'Ein eigenes Album bearbeiten: Titel, Beschreibung, Reihenfolge der Fotos, Fotos entfernen.',
  'album-edit-list':
    'Die eigenen Alben in einem Zeitraum: anlegen, bearbeiten, veröffentlichen, löschen.',
  'album-list': 'Die Fotoalben des Portals als Liste, mit Suche.',
  'article-editor':
    'Der Editor für Vereinsartikel: Text mit Zwischenüberschriften, Zitaten und Links, Veröffentlichungszeitraum, Abstimmung.',
  'article-photo-upload':
    'Fotos zu einem Artikel für Vereinsverantwortliche: Titel, Bildunterschrift, Titelbild.',
  'category-submission':
    'Einreichung für eine Kategorie (z. B. Parade des Monats) mit Datei, Angaben und Einwilligungen.',
  'club-search':
    'Vereinssuche mit Vorschlägen beim Tippen (ab 4 Zeichen), danach die Mannschaften des Vereins.',
  'comment-form':
    'Das Formular zum Kommentieren, auf Wunsch mit kleiner Umfrage; schreibt in den Kommentarbereich.',
  comments: 'Der Kommentarbereich: Kommentare lesen, antworten, zitieren, eigene löschen, melden.',
  'competition-finder':
    'Die Wettbewerbssuche in sieben Stufen: Verband, Saison, Wettkampftyp, Mannschaftsart, Spielklasse, Gebiet, Wettbewerb.',
  'content-loader':
    'Lädt Inhalte nach: „Mehr laden“ unter Listen, Filterformulare ohne Neuladen, Fragmente.',
  'cookie-consent': 'Die Cookie-Einstellungen: Einwilligung geben, ablehnen und jederzeit ändern.',
  'count-up':
    'Eine Zahl, die beim Sichtbarwerden hochzählt; Screenreader hören gleich den Endwert.',
  'cross-table': 'Die Kreuztabelle einer Liga: jedes Ergebnis jeder Paarung, waagerecht scrollbar.',
  'edit-item': 'Bearbeiten eines eigenen Beitrags (Titel und Beschreibung).',
  'fan-poll': 'Die Fan-Umfrage der Woche mit Ergebnissen.',
  favourites: 'Als Favorit speichern (Verein, Mannschaft, Wettbewerb) und die Favoritenliste.',
  'generated-reports': 'Automatisch erzeugte Spielberichte zu einem Spiel und ihr Import.',
  'generic-upload': 'Fotos und Videos hochladen: Fortschritt, Titel, Freigabe.',
  'goal-of-the-week': 'Das Tor der Woche: Videos ansehen und abstimmen.',
  'header-warning': 'Der Warnhinweis im Seitenkopf (z. B. Unwetter), schließbar.',
  'image-gallery': 'Eine Bildergalerie als Karussell.',
  'line-chart':
    'Ein Liniendiagramm mit Reihen zum Ein- und Ausschalten und einer Tabelle der Werte.',
  'live-ticker': 'Der Liveticker eines Spiels: Spielstand, Torschützen, Spielzeit, Ereignisse.',
  'markup-checker':
    'Prüft Template-Markup: welche Widgets laden und welche Attribute fehlen oder falsch sind.',
  'match-calendar': 'Datumsauswahl von–bis für Suchformulare (z. B. den Spielkalender).',
  'match-quickview':
    'Der Spielverlauf auf einen Blick: Tore, Karten und Wechsel auf einer Zeitleiste.',
  'media-edit-list': 'Die eigenen Fotos und Videos: filtern, bearbeiten, veröffentlichen, löschen.',
  'media-stream': 'Fotos und Videos der Community als Karussell mit großer Ansicht.',
  'navigation-flyout': 'Die Hauptnavigation mit Menüs, Shop, Suche, Favoriten und Sprachwahl.',
  'news-carousel': 'Weitere News als Karussell mit ein bis drei Karten je nach Breite.',
  'news-gallery': 'Der News-Slider der Startseite mit automatischem Wechsel.',
  'news-list':
    'Die Werkzeugleiste über der News-Liste: Filter, Zeitraum, Schnellfilter, Kacheln oder Liste.',
  'obfuscated-results':
    'Eine Ergebnistabelle, deren Ziffern ein eigenes Stylesheet zeichnet (Schutz vor Kopieren).',
  'photo-upload': 'Ein Profilfoto zuschneiden und drehen, dann hochladen.',
  'photo-viewer': 'Der Bildbetrachter: Foto groß, Zähler, Kommentare, Tastatur und Wischen.',
  'profile-achievements': 'Erfolge im Fanprofil; der Besitzer kann sie bearbeiten.',
  'profile-image-source': 'Woher das Profilbild kommt; wartet auf das Zuschneiden des Fotos.',
  'profile-live-stats': 'Statistik-Plätze im Fanprofil; der Besitzer wählt sie aus.',
  'profile-stage': 'Der Bühnenhintergrund im Fanprofil, vom Besitzer gewählt.',
  'range-slider': 'Ein Regler mit zwei Seiten, die zusammen 100 % ergeben.',
  rating: 'Bewerten mit Sternen und der Durchschnitt.',
  'report-offense': 'Einen Verstoß melden (Kommentar, Liveticker) mit Sicherheitsfrage.',
  'report-tool': 'Einen Beitrag von Mitgliedern melden.',
  'start-page': '„Mein Fußball“: Spiele und Ergebnisse der Favoriten auf einen Blick.',
  'survey-layer': 'Eine Umfrage als Layer, einmal pro Besucher.',
  tabs: 'Reiter; auf dem Handy als Auswahlliste, Inhalte auch per Ajax.',
  'text-truncate': 'Ein gekürzter Text mit „weiterlesen“.',
  'tournament-tree': 'Der Turnierbaum eines Pokals mit aufklappbaren Runden.',
  'tv-content': 'Eine TV-Seite: Player nach Einwilligung, Qualität, weitere Videos.',
  'tv-list': 'Die TV-Liste mit „Mehr laden“.',
  'tv-magazine': 'Das TV-Magazin: Video der Woche und Empfehlungen, vier pro Seite.',
  'video-popup': 'Ein Video im Popup, das erst nach Einwilligung lädt.',
  'year-select': 'Eine Jahresauswahl: das laufende Jahr und eine Anzahl Jahre davor.',
};

/** Widgets that belong together, with what the companion adds (German and English). */
export const COMPANIONS: Record<string, { widget: string; de: string; en: string }[]> = {
  comments: [
    { widget: 'comment-form', de: 'zum Schreiben neuer Kommentare', en: 'to write new comments' },
    { widget: 'report-offense', de: 'zum Melden von Verstößen', en: 'to report offences' },
  ],
  'comment-form': [{ widget: 'comments', de: 'zeigt die Kommentare an', en: 'shows the comments' }],
  'album-list': [{ widget: 'album-detail', de: 'zeigt ein Album', en: 'shows one album' }],
  'album-detail': [
    { widget: 'photo-viewer', de: 'zeigt ein Foto groß', en: 'shows a photo large' },
  ],
  'album-edit-list': [{ widget: 'album-edit', de: 'bearbeitet ein Album', en: 'edits one album' }],
  'media-stream': [{ widget: 'generic-upload', de: 'zum Hochladen', en: 'to upload' }],
  'tv-magazine': [{ widget: 'video-popup', de: 'spielt die Videos ab', en: 'plays the videos' }],
  'profile-image-source': [
    { widget: 'photo-upload', de: 'zum Zuschneiden des Fotos', en: 'to crop the photo' },
  ],
  'live-ticker': [
    {
      widget: 'match-quickview',
      de: 'der Spielverlauf auf einer Zeitleiste',
      en: 'the match on a timeline',
    },
    {
      widget: 'tabs',
      de: 'Spielverlauf und Ticker als Reiter',
      en: 'match course and ticker as tabs',
    },
  ],
  'navigation-flyout': [
    { widget: 'favourites', de: 'die Favoritenliste', en: 'the favourites list' },
  ],
  'news-list': [
    {
      widget: 'content-loader',
      de: '„Mehr laden“ unter der Liste',
      en: '“Load more” under the list',
    },
  ],
};

/**
 * The page features (packages/runtime/README.md, section 5) for German editors: a German title
 * and sentence per feature, keyed by the README's title (a test asserts every feature has one).
 */
export const GERMAN_BEHAVIOURS: Record<string, { title: string; summary: string }> = {
  'Element conditions': {
    title: 'Bedingungen an Elementen',
    summary:
      'data-condition="TYP NAME [WERT]" blendet ein Element je nach Cookie oder Seitenkonfiguration ein, aus oder sperrt es; mehrere Bedingungen mit ; verbinden.',
  },
  'Templates: %NAME%': {
    title: 'Platzhalter: %NAME%',
    summary:
      'Ein Element mit data-template bekommt %NAME% im Text (und in den unter data-template-attrs genannten Attributen) aus dem Cookie NAME oder mit %config:schlüssel% aus der Seitenkonfiguration; fehlt der Wert, bleibt die Stelle leer.',
  },
  'Login-gated controls': {
    title: 'Nur für Angemeldete',
    summary:
      'Links, Buttons und Formulare in oder an einem Element mit data-user-disabled oder data-login-gate schicken Gäste zur Anmeldung und danach auf diese Seite zurück.',
  },
  '#! routing, section navigation, scroll spy': {
    title: '#!-Adressen, Abschnittsnavigation, mitlaufende Markierung',
    summary:
      'Seiten mit <section id>, einer [data-section-nav] oder einer Adresse mit #! springen zum Abschnitt der Adresse, markieren beim Scrollen den sichtbaren Abschnitt und schreiben ihn in die Adresse.',
  },
  'Popup links': {
    title: 'Links im Popup',
    summary:
      'a[data-popup] öffnet sein Ziel in einem Fenster von 440×550 Pixeln; der Wert des Attributs benennt das Fenster.',
  },
  'Share links': {
    title: 'Teilen-Links',
    summary: 'a[data-share] teilt die Seite über facebook, x, whatsapp oder mail.',
  },
  'Link-scheme guard': {
    title: 'Schutz vor gefährlichen Links',
    summary:
      'Jeder Link der Seite und nachgeladener Inhalte wird geprüft: nur http, https, ftp, mailto, tel, file, whatsapp und relative Adressen bleiben; andere (javascript:, data:) verlieren ihr Ziel und bleiben als Text stehen.',
  },
  'Named layers (native <dialog>)': {
    title: 'Benannte Layer (<dialog>)',
    summary:
      '[data-layer-open="NAME"] öffnet dialog[data-layer="NAME"] als modalen Layer, [data-layer-close] schließt ihn, der Fokus kehrt zum Auslöser zurück; data-layer-auto-open öffnet ihn beim Laden.',
  },
  'REST search forms': {
    title: 'Suchformulare mit sprechender Adresse',
    summary:
      'form[data-rest-search] (GET) ruft {action}/-/{name}/{wert}/… statt {action}?name=wert auf; ohne JavaScript sendet das Formular wie gewohnt.',
  },
  'Select navigation': {
    title: 'Auswahlliste als Navigation',
    summary:
      'select[data-select-navigation] öffnet die Adresse aus Feldname und gewähltem Wert; mit den Pfeiltasten erst nach Enter oder beim Verlassen des Felds.',
  },
  'Copy buttons': {
    title: 'Kopieren-Buttons',
    summary:
      'button[data-copy="ID"] kopiert den Inhalt des Felds mit dieser ID in die Zwischenablage und meldet es im Status [data-copy-status="ID"]; verweigert der Browser das, wird der Text markiert.',
  },
  'Responsive and lazy images': {
    title: 'Bilder in passender Größe, erst bei Sichtbarkeit',
    summary:
      'img[data-responsive-image] lädt erst, wenn es sichtbar wird, die Größe aus data-src-small, -medium oder -large, die zur Breite passt; der Platz ist vorher reserviert, ein Fehlschlag wird bis zu dreimal wiederholt.',
  },
  'Form and page helpers': {
    title: 'Helfer für Formulare und Seiten',
    summary:
      'Mindestlänge für Felder (data-minchars), Kacheln ohne Lücken (data-masonry) und die Scrollposition bei der Rückkehr auf eine Seite (data-scroll-restore).',
  },
  'Ad slots': {
    title: 'Werbeplätze',
    summary:
      'Ein Element mit der ID SPMADS_<Anbieter>_<NAME> wird ein Werbeplatz: der Werbeserver der Seitenkonfiguration füllt ihn in einem abgeschotteten iframe.',
  },
};
