/**
 * Texts of the reference CMS's own pages (headings, labels, table heads, hints) in English.
 * The key is the German text itself, so a template reads like the German page; the type only
 * admits keys this dictionary holds, so every page text has its English form (a missing one
 * fails the type check). `{name}` placeholders are filled from `vars` in both languages.
 * The language is the request's (i18n/current.ts); names from the database stay as they are.
 */
import type { Lang } from '../logic/dates.ts';
import { currentLang } from './current.ts';
import { roundLabel } from './widgetLabels.ts';

const en = {
  // shared pieces: tables, lists, paging
  Datum: 'Date',
  Wettbewerb: 'Competition',
  Runde: 'Round',
  Heim: 'Home',
  Gast: 'Away',
  Ergebnis: 'Result',
  'Keine Spiele gefunden.': 'No matches found.',
  'noch nicht gespielt': 'not played yet',
  Platz: 'Position',
  'Pl.': 'Pos.',
  Mannschaft: 'Team',
  Spiele: 'Played',
  'Sp.': 'P',
  Siege: 'Won',
  S: 'W',
  Unentschieden: 'Drawn',
  U: 'D',
  Niederlagen: 'Lost',
  N: 'L',
  Tore: 'Goals',
  Tordifferenz: 'Goal difference',
  'Diff.': 'GD',
  Punkte: 'Points',
  'Pkt.': 'Pts',
  Seitennavigation: 'Pages',
  'Vorherige Seite': 'Previous page',
  'Nächste Seite': 'Next page',
  'Seite {page} von {pages}': 'Page {page} of {pages}',
  // competitions
  'Ergebnisse {matchday}. Spieltag': 'Results of matchday {matchday}',
  Tabelle: 'Table',
  'Tabelle {name}': 'Table {name}',
  Spielplan: 'Fixtures',
  Mannschaften: 'Teams',
  'Saison {season}': 'Season {season}',
  'Zur Saison {season}': 'To season {season}',
  'Abschnitte dieser Seite': 'Sections of this page',
  'Noch keine Spiele angesetzt.': 'No matches scheduled yet.',
  'Spiele: {name}': 'Matches: {name}',
  'Tabelle und Spielplan: {name}, Saison {season}.': 'Table and fixtures: {name}, season {season}.',
  Wettbewerbe: 'Competitions',
  'Wettbewerbe {name}': 'Competitions {name}',
  'Alle Wettbewerbe im Landesverband {name}.': 'All competitions of the {name} association.',
  Landesverband: 'Association',
  Saison: 'Season',
  Anzeigen: 'Show',
  '{name}, Saison {season}': '{name}, season {season}',
  'Für diese Auswahl gibt es keine Wettbewerbe.': 'There are no competitions for this choice.',
  Gebiet: 'Area',
  Spielklasse: 'League',
  Mannschaftsart: 'Team type',
  // clubs
  'Kreis {name}': 'District {name}',
  '{number}. Mannschaft': 'team {number}',
  'kein Ligaspielbetrieb': 'no league play',
  'Nächste Spiele': 'Next matches',
  Kader: 'Squad',
  'Läuft gerade': 'Being played',
  Demnächst: 'Coming up',
  Beendet: 'Finished',
  'Gerade läuft kein Spiel.': 'No match is being played right now.',
  'Für {name} ist noch kein Kader gemeldet.': 'No squad has been registered for {name} yet.',
  '{name}: Spiele, Ergebnisse und Kader.': '{name}: matches, results and squad.',
  'Nächste Spiele von {name}': 'Next matches of {name}',
  'Letzte Ergebnisse': 'Latest results',
  Mannschaftsfoto: 'Team photo',
  'Mannschaftsfoto von {name}': 'Team photo of {name}',
  'Noch kein Mannschaftsfoto.': 'No team photo yet.',
  'Mannschaftsfoto hochladen': 'Upload team photo',
  'Highlight-Foto': 'Highlight photo',
  'Highlight-Foto von {name}': 'Highlight photo of {name}',
  'Noch kein Highlight-Foto.': 'No highlight photo yet.',
  'Highlight-Foto hochladen': 'Upload highlight photo',
  Vereinsfoto: 'Club photo',
  'Vereinsfoto von {name}': 'Club photo of {name}',
  'Noch kein Vereinsfoto.': 'No club photo yet.',
  'Vereinsfoto hochladen': 'Upload club photo',
  'Ältere Ergebnisse': 'Older results',
  'Weitere Spiele': 'More matches',
  'Letzte Ergebnisse von {name}': 'Latest results of {name}',
  Statistik: 'Statistics',
  Vereinsinfos: 'Club facts',
  Gegründet: 'Founded',
  Vereinsfarben: 'Club colours',
  Ort: 'Town',
  Spielstätte: 'Ground',
  'News zum Verein': 'Club news',
  '{name}: Mannschaften, Spiele und Ergebnisse.': '{name}: teams, matches and results.',
  Vereine: 'Clubs',
  Nachrichten: 'News',
  'Vereinssuche: {query}': 'Club search: {query}',
  'Finde deinen Fußballverein.': 'Find your football club.',
  'Vereinsname oder Ort': 'Club name or town',
  Suchen: 'Search',
  'Finde deinen Verein unter allen Vereinen des Portals und springe direkt zu seinen Mannschaften.':
    'Find your club among all the portal’s clubs and go straight to its teams.',
  'Gib mindestens vier Zeichen ein, zum Beispiel „Borussia“ oder „Bonn“.':
    'Type at least four characters, for example “Borussia” or “Bonn”.',
  'Bitte gib mindestens vier Zeichen ein.': 'Please type at least four characters.',
  'Mehr als {count} Vereine gefunden': 'More than {count} clubs found',
  '{count} Vereine gefunden': '{count} clubs found',
  Gegentore: 'Goals conceded',
  '{team}: Tore und Gegentore der letzten {count} Ligaspiele ({league})':
    '{team}: goals scored and conceded in the last {count} league matches ({league})',
  // start page
  'Amateurfußball in deiner Region': 'Amateur football in your region',
  'Spielpläne, Tabellen und Nachrichten aus {region} und allen anderen Landesverbänden. Finde deinen Verein, verfolge deine Liga und bleib am Ball.':
    'Fixtures, tables and news from {region} and every other regional association. Find your club, follow your league and stay on the ball.',
  'Wettbewerb finden': 'Find a competition',
  'Verein suchen': 'Find a club',
  'Aktuelle News aus {region}': 'Latest news from {region}',
  'Alle News': 'All news',
  'Nächste Spiele der Herren in {region}': 'Next men’s matches in {region}',
  Landesverbände: 'Regional associations',
  'Spielpläne, Tabellen und News aus dem Amateurfußball aller 21 Landesverbände.':
    'Fixtures, tables and news of amateur football in all 21 regional associations.',
  // profile
  'Das ist dein eigenes Profil.': 'This is your own profile.',
  'Deine Möglichkeiten': 'What you can do',
  'Fotos hochladen': 'Upload photos',
  'Meine Fotos und Videos': 'My photos and videos',
  'Mein Fußball': 'My football',
  // match pages
  Spielinformationen: 'Match information',
  Überblick: 'Overview',
  'Etwas Unangemessenes im Liveticker?': 'Something inappropriate in the live ticker?',
  Endstand: 'Final score',
  'Für dieses Spiel gibt es keinen Liveticker.': 'There is no live ticker for this match.',
  'Liveticker und Spielverlauf: {title}.': 'Live ticker and match course: {title}.',
  'Live-Spiele': 'Live matches',
  'Die Spiele, die gerade laufen, mit Liveticker.':
    'The matches being played now, with live ticker.',
  // community
  'Fan-Umfrage der Woche': 'Fan poll of the week',
  Kommentare: 'Comments',
  'Melde dich an': 'Log in',
  '{login}, um mitzudiskutieren.': '{login} to join the discussion.',
  // news
  News: 'News',
  Kategorien: 'Categories',
  Kategorie: 'Category',
  Herren: 'Men',
  Frauen: 'Women',
  Junioren: 'Youth',
  'Alle Landesverbände': 'All associations',
  'Alle Kategorien': 'All categories',
  Filtern: 'Filter',
  '{count} Artikel gefunden': '{count} articles found',
  'Für diese Auswahl gibt es keine News.': 'There is no news for this choice.',
  'News – Seite {page}': 'News – page {page}',
  'Aktuelle Nachrichten aus dem Amateurfußball.': 'The latest news from amateur football.',
  'Von {author}': 'By {author}',
  '{date}, {time} Uhr': '{date}, {time}',
  'Mehr zum Verein:': 'More about the club:',
  'Artikel teilen': 'Share the article',
  '(öffnet ein neues Fenster)': '(opens a new window)',
  'Weitere News: {category}': 'More news: {category}',
  // statistics and player search
  Statistiken: 'Statistics',
  'Saison {season}: {played} gespielte Ligaspiele, {goals} Tore ({perMatch} pro Spiel).':
    'Season {season}: {played} league matches played, {goals} goals ({perMatch} per match).',
  Ligen: 'Leagues',
  'In dieser Saison wurde noch kein Ligaspiel gespielt.':
    'No league match has been played this season yet.',
  'Gespielte Ligaspiele und Tore je Liga': 'League matches played and goals per league',
  Liga: 'League',
  'Tore/Spiel': 'Goals/match',
  Heimsiege: 'Home wins',
  Remis: 'Draws',
  Auswärtssiege: 'Away wins',
  'Die torreichsten Spiele': 'The matches with the most goals',
  'Zum Spielkalender': 'To the fixtures calendar',
  'Tore, Spiele und Ergebnisse der Ligen dieser Saison.':
    'Goals, matches and results of this season’s leagues.',
  Spielersuche: 'Player search',
  'Name des Spielers': 'Player’s name',
  'Gib mindestens zwei Buchstaben eines Vor- oder Nachnamens ein.':
    'Type at least two letters of a first or last name.',
  'Kein Spieler gefunden für „{query}“.': 'No player found for “{query}”.',
  '1 Spieler gefunden.': '1 player found.',
  '{count} Spieler gefunden.': '{count} players found.',
  '{count} Spieler gefunden (die ersten 50).': '{count} players found (the first 50).',
  'Nr. {number}': 'No. {number}',
  'Spielersuche: {query}': 'Player search: {query}',
  'Spieler der Vereine im Portal finden.': 'Find the players of the portal’s clubs.',
  // upload
  'Ein einzelnes Foto hochladen': 'Upload a single photo',
  Hochladen: 'Upload',
  'Teile Bilder vom Spieltag, von deiner Mannschaft oder vom Vereinsfest mit der Community.':
    'Share pictures of match day, of your team or of the club party with the community.',
  'Melde dich an, um Fotos hochzuladen.': 'Log in to upload photos.',
  'Fotos zu Artikeln deines Vereins': 'Photos for your club’s articles',
  'Deine letzten Uploads': 'Your latest uploads',
  'Du hast noch nichts hochgeladen.': 'You have not uploaded anything yet.',
  // photo pages
  'Fotos und Videos der Community': 'Photos and videos from the community',
  'Alle Alben': 'All albums',
  Fotoalben: 'Photo albums',
  'Bilder von Spieltagen, Turnieren und Vereinsfesten, geteilt von der Community.':
    'Pictures of match days, tournaments and club parties, shared by the community.',
  'Meine Medien': 'My media',
  'Meine Alben': 'My albums',
  'Deine Fotos und Videos: bearbeiten, veröffentlichen, in Alben legen.':
    'Your photos and videos: edit, publish, put into albums.',
  'Deine hochgeladenen Fotos und Videos.': 'The photos and videos you uploaded.',
  'Neue hochladen': 'Upload new ones',
  'Deine Fotoalben: anlegen, bearbeiten, sortieren, veröffentlichen.':
    'Your photo albums: create, edit, sort, publish.',
  'Deine Fotoalben.': 'Your photo albums.',
  'Alle Fotoalben': 'All photo albums',
  'Album bearbeiten: {title}': 'Edit album: {title}',
  'Album bearbeiten': 'Edit album',
  'Titel, Beschreibung und Reihenfolge der Fotos deines Albums.':
    "Title, description and order of your album's photos.",
  'Fotoalben: Suche nach „{term}“': 'Photo albums: search for “{term}”',
  'Fotoalben der Community: durchsuchen und ansehen.':
    'The community’s photo albums: search and view.',
  'Album nicht gefunden': 'Album not found',
  'Dieses Album gibt es nicht (mehr).': 'This album does not exist (any more).',
  'Zu allen Fotoalben': 'To all photo albums',
  'Fotoalbum von {owner}': 'Photo album by {owner}',
  // the photo viewer's comments frame
  'Kommentare ({count})': 'Comments ({count})',
  'Noch keine Kommentare. Sei die oder der Erste!': 'No comments yet. Be the first!',
  'Dieses Foto gibt es nicht mehr.': 'This photo no longer exists.',
  // widget catalogue
  'Gehört zusammen mit:': 'Works together with:',
  'sofort beim Laden der Seite': 'at once when the page loads',
  'sobald der Browser Zeit hat': 'as soon as the browser is idle',
  'wenn es in den sichtbaren Bereich kommt': 'when it scrolls into view',
  'Widget-Katalog': 'Widget catalogue',
  // the widget catalogue's preview notes
  'Alle Videos.': 'All videos.',
  'Als Layer auf Seiten, für die eine Umfrage aktiv ist.':
    'As a layer on pages with an active survey.',
  'Artikel schreiben, für Vereinsverantwortliche (angemeldet).':
    'Writing articles, for club officials (logged in).',
  'Auf der Seite jeder Liga (Wettbewerbe → eine Liga).':
    'On the page of every league (Competitions → a league).',
  'Auf der Seite jedes Albums (Fotoalben → ein Album).':
    'On the page of every album (Photo albums → an album).',
  'Auf der Seite jedes Live-Spiels.': 'On the page of every live match.',
  'Auf der Seite jedes Pokals (Wettbewerbe → ein Pokal).':
    'On the page of every cup (Competitions → a cup).',
  'Auf der Seite jedes Videos (TV → ein Video).': 'On the page of every video (TV → a video).',
  'Auf der Seite „Hochladen“ (angemeldet; hier nicht, damit keine Probe-Uploads entstehen).':
    'On the “Upload” page (logged in; not here, so that no test uploads are made).',
  'Auf der TV-Startseite („Kurz reingeschaut“).': 'On the TV home page (“A quick look”).',
  'Auf dieser Katalogseite.': 'On this catalogue page.',
  'Auf jeder Liga-Seite: die Ergebnisse des letzten Spieltags (Ziffern nur über das Stylesheet der Tabelle).':
    'On every league page: the results of the last matchday (digits drawn only by the table’s stylesheet).',
  'Auf jeder Profilseite.': 'On every profile page.',
  'Auf jeder Seite; erneut öffnen mit „Cookie-Einstellungen“ im Fuß.':
    'On every page; opened again with “Cookie settings” in the footer.',
  'Bei den eigenen Fan-Fotos (angemeldet).': 'With your own fan photos (logged in).',
  'Das eigene Profilbild zuschneiden (angemeldet, auf dem eigenen Profil).':
    'Cropping your own profile picture (logged in, on your own profile).',
  'Der Kommentarbereich des neuesten Artikels.': 'The comments of the newest article.',
  'Der Vorspann des neuesten Artikels.': 'The teaser of the newest article.',
  'Die Großansicht auf der Seite jedes Albums.': 'The large view on the page of every album.',
  'Die Navigation im Kopf jeder Seite.': 'The navigation at the top of every page.',
  'Die Quelle des eigenen Profilbilds (angemeldet, auf dem eigenen Profil).':
    'The source of your own profile picture (logged in, on your own profile).',
  'Die TV-Startseite (Videos nur nach Zustimmung im Cookie-Layer).':
    'The TV home page (videos only after consent in the cookie layer).',
  'Die Zahl der Vereine im CMS.': 'The number of clubs in the CMS.',
  'Die eigenen Alben anlegen, bearbeiten und veröffentlichen (angemeldet).':
    'Creating, editing and publishing your own albums (logged in).',
  'Die eigenen Fotos und Videos bearbeiten (angemeldet).':
    'Editing your own photos and videos (logged in).',
  'Ein eigenes Album bearbeiten: über „Meine Alben“ (angemeldet, nur eigene Alben).':
    'Editing one of your albums: through “My albums” (logged in, your own albums only).',
  'Fotos und Videos an die Redaktion schicken (angemeldet).':
    'Sending photos and videos to the editors (logged in).',
  'Fotos und Videos der Community.': 'Photos and videos of the community.',
  'Fotos zu einem Artikel hochladen (angemeldet).': 'Uploading photos for an article (logged in).',
  'Für Vereinsverantwortliche (angemeldet): Spielberichte ihrer Spiele importieren.':
    'For club officials (logged in): importing reports of their matches.',
  'Mehr laden mit einem Filterformular (die Liste lädt bei „Filtern“ an Ort und Stelle neu) und ein Fragment, das 10 ms nach dem Laden nachlädt.':
    'Load more with a filter form (on “Filter” the list reloads in place) and a fragment that loads 10 ms after the page.',
  'Meldet den neuesten Artikel; auf Spielseiten mit data-match-id und data-ticker-id.':
    'Reports the newest article; on match pages with data-match-id and data-ticker-id.',
  'Oben auf jeder Seite, wenn die Redaktion eine Warnung aktiv schaltet (Verwaltung).':
    'At the top of every page when the editors switch a warning on (administration).',
  'Tore zur Wahl einsenden (angemeldet; hier nicht, damit keine Probe-Einsendungen entstehen).':
    'Sending in goals for the vote (logged in; not here, so that no test submissions are made).',
  'Unter jedem Artikel, zusammen mit dem Kommentarbereich (hier nicht, damit keine Probebeiträge entstehen).':
    'Below every article, together with the comments (not here, so that no test comments are made).',
  'Unter jedem Fan-Foto (angemeldet).': 'Below every fan photo (logged in).',
  'Unter jedem Fan-Foto.': 'Below every fan photo.',
  'Über der Nachrichtenliste.': 'Above the news list.',
  '„Mein Fußball“ (mit Favoriten angemeldet).': '“My football” (logged in with favourites).',
  Einbinden: 'Including Anstoss',
  'Einmal pro Seite, vor dem ersten Widget: das Stylesheet, die Runtime und die Seitenkonfiguration. Danach wird jedes':
    'Once per page, before the first widget: the stylesheet, the runtime and the page configuration. Then every',
  'zum Widget.': 'becomes a widget.',
  'Markup zum Einbinden': 'Markup to include',
  'In die Zwischenablage kopiert.': 'Copied to the clipboard.',
  'Markiert: mit Strg+C kopieren.': 'Selected: copy with Ctrl+C.',
  Kopieren: 'Copy',
  'Auf dieser Seite': 'On this page',
  'Alle Widgets für CMS-Redakteure: Attribute, Vorschau, Markup und Prüfung.':
    'Every widget for CMS editors: attributes, preview, markup and check.',
  'Wird geladen: {when}.': 'Loaded {when}.',
  Attribute: 'Attributes',
  Vorschau: 'Preview',
  'Live ansehen': 'See it live',
  'Markup zum Kopieren': 'Markup to copy',
  'Markup für {name}': 'Markup for {name}',
  'Zurück zum Katalog': 'Back to the catalogue',
  'Markup prüfen': 'Check markup',
  'Attribute, Vorschau und Markup des Widgets {name}.':
    'Attributes, preview and markup of the widget {name}.',
  'Dieses Widget hat keine Attribute außer data-widget.':
    'This widget has no attributes besides data-widget.',
  'Attribute von {name}': 'Attributes of {name}',
  Attribut: 'Attribute',
  '1 Attribut': '1 attribute',
  '{count} Attribute': '{count} attributes',
  Pflicht: 'Required',
  Standard: 'Default',
  Erwartet: 'Expected',
  Bedeutung: 'Meaning',
  ja: 'yes',
  nein: 'no',
  leer: 'empty',
  'Keine Pflichtattribute.': 'No required attributes.',
  'Alle Widgets und Seitenfunktionen für Templates: was sie tun, welche Attribute sie brauchen, eine Vorschau mit den Daten dieses CMS und Markup zum Kopieren. Die Attribut-Tabellen entstehen aus den Schemas der Widgets selbst und stimmen deshalb immer.':
    "Every widget and page feature for templates: what it does, which attributes it needs, a preview with this CMS's data and markup to copy. The attribute tables are made from the widgets' own schemas, so they are always right.",
  'Debug-Modus': 'Debug mode',
  'Ein Widget ist ein': 'A widget is a',
  '; seine weiteren': '; its other',
  '-Attribute sind seine Einstellungen.': ' attributes are its settings.',
  'Diese Funktionen brauchen kein Widget: ein Attribut am Server-Markup schaltet sie ein.':
    'These features need no widget: an attribute on the server markup switches them on.',
  'Prüfe Template-Markup vor dem Veröffentlichen: Für jedes Widget steht da, ob es lädt und welche Attribute fehlen, falsch oder unbekannt sind.':
    'Check template markup before publishing: for every widget it says whether it loads and which attributes are missing, wrong or unknown.',
  'Der Prüfer braucht JavaScript.': 'The checker needs JavaScript.',
  Mit: 'With',
  'in der Adresse (oder': 'in the address (or',
  'in der Seitenkonfiguration) zeigt jede Seite an jedem Widget seinen Namen, seinen Zustand und bei einem Fehler dieselbe Meldung wie die Browser-Konsole. Besucher sehen davon nichts.':
    "in the page configuration) every page shows each widget's name, its state and, on an error, the same message as the browser console. Visitors see none of it.",
  'Testseite mit 200 Widgets im Debug-Modus': 'Test page with 200 widgets in debug mode',
  'Startseite im Debug-Modus': 'Home page in debug mode',
  // error pages (also the fixed messages the routes pass to them)
  'Seite nicht gefunden': 'Page not found',
  'Die Seite, die du aufrufen wolltest, gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert oder der Link war fehlerhaft.':
    'The page you asked for does not exist (any more). Perhaps its address has changed or the link was wrong.',
  'Zur Startseite': 'To the home page',
  'Wettbewerbe ansehen': 'Browse competitions',
  'Kein Zugriff': 'No access',
  'Da ist etwas schiefgelaufen': 'Something went wrong',
  'Beim Laden dieser Seite ist ein Fehler aufgetreten. Bitte versuche es in einem Moment noch einmal.':
    'An error occurred while loading this page. Please try again in a moment.',
  Fehler: 'Error',
  'Ungültige Anfrage': 'Bad request',
  'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte lade die Seite neu und versuche es noch einmal.':
    'The security check failed. Please reload the page and try again.',
  'Die Verwaltung ist nur für Demo-Administratoren (Konten „verein“ und „admin“).':
    'Administration is for demo administrators only (accounts “verein” and “admin”).',
  'Artikel schreiben dürfen nur Vereinsvertreter und die Redaktion.':
    'Only club representatives and the editorial team may write articles.',
  'Diesen Artikel darfst du nicht bearbeiten.': 'You may not edit this article.',
  'Fotos zu diesem Artikel dürfen nur Verantwortliche des Vereins bearbeiten.':
    'Only the club’s officials may edit the photos of this article.',
  'Die Upload-Liste ist nur für Demo-Administratoren.':
    'The upload list is for demo administrators only.',
  'Diese Seite ist für Verantwortliche eines Vereins.': 'This page is for a club’s officials.',
  'Nur Demo-Administratoren können Spiele anstoßen.':
    'Only demo administrators can kick off matches.',
  'Dieses Album gehört jemand anderem. Nur der Besitzer darf es bearbeiten.':
    'This album belongs to someone else. Only its owner may edit it.',
  'Die Einsendungen sehen nur Demo-Administratoren.':
    'Only demo administrators see the submissions.',
  // legal pages
  Impressum: 'Legal notice',
  Datenschutz: 'Privacy',
  Datenschutzerklärung: 'Privacy policy',
  // login
  Anmelden: 'Log in',
  Benutzername: 'Username',
  Passwort: 'Password',
  'Sicherheitsfrage: {question}': 'Security question: {question}',
  'Demo-Zugänge': 'Demo accounts',
  'Alle Konten haben das Passwort {password}.': 'Every account has the password {password}.',
  '{age} Jahre': '{age} years old',
  Verwaltung: 'Administration',
  'unter 16': 'under 16',
  'Benutzername oder Passwort ist falsch.': 'Username or password is wrong.',
  'Die Sicherheitsfrage wurde falsch beantwortet. Bitte versuche es mit der neuen Frage.':
    'The security question was answered wrongly. Please try the new question.',
  'Nach mehreren Fehlversuchen brauchen wir zusätzlich die Antwort auf eine Sicherheitsfrage.':
    'After several failed attempts we also need the answer to a security question.',
  // fan profile
  Fan: 'Fan',
  'Spieler/in': 'Player',
  'Vereinsvertreter/in': 'Club representative',
  'Mitglied seit {date}': 'Member since {date}',
  'Einwilligung deiner Eltern fehlt': 'Your parents’ consent is missing',
  'Weil du jünger als 16 Jahre bist, brauchen wir die Zustimmung deiner Erziehungsberechtigten, bevor dein Profil für andere sichtbar wird.':
    'Because you are under 16, we need the consent of your parents or guardians before your profile becomes visible to others.',
  'Einwilligung ansehen': 'View the consent',
  'Die Einwilligung deiner Eltern liegt vor. Danke!': 'We have your parents’ consent. Thank you!',
  'Dieses Profil gehört einem Mitglied unter 16 Jahren und ist nur eingeschränkt sichtbar.':
    'This profile belongs to a member under 16 and is only partly visible.',
  'Über mich': 'About me',
  'Verein:': 'Club:',
  Lieblingsmannschaften: 'Favourite teams',
  'Noch keine Lieblingsmannschaften.': 'No favourite teams yet.',
  'Datenschutz: Einwilligung deiner Eltern': 'Privacy: your parents’ consent',
  'Du bist jünger als 16 Jahre. Nach Artikel 8 der Datenschutz-Grundverordnung (DSGVO) dürfen wir dein Profil nur mit Zustimmung deiner Erziehungsberechtigten öffentlich zeigen und personalisieren.':
    'You are under 16. Under Article 8 of the General Data Protection Regulation (GDPR) we may show and personalise your profile publicly only with the consent of your parents or guardians.',
  'Bis dahin ist dein Profil für andere nur eingeschränkt sichtbar und wir speichern nichts, was nicht unbedingt nötig ist.':
    'Until then your profile is only partly visible to others and we store nothing that is not strictly necessary.',
  'Bitte bestätige nur gemeinsam mit deinen Eltern. Mehr dazu in der':
    'Please confirm only together with your parents. More about this in the',
  'Meine Eltern sind einverstanden': 'My parents agree',
  Später: 'Later',
  'Fanprofil von {name}': 'Fan profile of {name}',
  Fanprofil: 'Fan profile',
  // "Mein Fußball" and the team page
  'Deine Spiele und Favoriten werden geladen …': 'Loading your matches and favourites …',
  'Spiele und Ergebnisse deiner Lieblingsvereine.': 'Matches and results of your favourite clubs.',
  // profile widgets
  'Wähle ein Icon zu deinem Erfolg': 'Choose an icon for your achievement',
  'Neuen Artikel schreiben': 'Write a new article',
  // TV
  Magazin: 'Magazine',
  'Alle Videos': 'All videos',
  'Kurz reingeschaut': 'A quick look',
  'Das Video der Woche im Popup: es lädt erst nach deiner Einwilligung.':
    'The video of the week in a pop-up: it loads only after your consent.',
  'Das Video der Woche und unsere Empfehlungen aus dem Amateurfußball.':
    'The video of the week and our picks from amateur football.',
  'Video der Woche und Empfehlungen.': 'Video of the week and recommendations.',
  'Alle Videos von Anstoss TV.': 'All videos of Anstoss TV.',
  'Testbeitrag: Titel und Text dieses Videos enthalten absichtlich HTML- und Skript-Code. Das Portal zeigt ihn als Text und führt ihn nie aus.':
    'Test entry: the title and text of this video contain HTML and script code on purpose. The portal shows it as text and never runs it.',
  'Video bei Anstoss TV.': 'Video on Anstoss TV.',
  'Sport-TV (Drittanbieter)': 'Sport TV (third party)',
  // own profile: the picture section
  'Dein Profilbild': 'Your profile picture',
  'Profilbild zeigen als': 'Show profile picture as',
  Anfangsbuchstabe: 'Initial',
  'Eigenes Foto': 'Own photo',
  // surveys (the survey's own title, question and answers are content and stay German)
  'Zur Umfrage': 'To the survey',
  'Danke fürs Mitmachen!': 'Thank you for taking part!',
  'Deine Antwort zur Umfrage „{title}“ wurde gespeichert.':
    'Your answer to the survey “{title}” has been saved.',
  'Bitte wähle eine Antwort aus.': 'Please choose an answer.',
  'Von deinem Anschluss kamen schon mehrere Antworten zu dieser Umfrage. Melde dich an, um mit deinem Konto abzustimmen, oder versuche es später noch einmal.':
    'Several answers to this survey have already come from your connection. Log in to vote with your account, or try again later.',
  'Diese Umfrage ist beendet. Du kannst trotzdem antworten.':
    'This survey has ended. You can still answer.',
  'Möchtest du uns noch etwas sagen? (freiwillig)': 'Anything else you want to tell us? (optional)',
  'Antwort senden': 'Send answer',
  Umfrage: 'Survey',
  // comments thread and fan photos
  'ab {date}': 'from {date}',
  '1 Kommentar': '1 comment',
  '{count} Kommentare': '{count} comments',
  'Noch keine Kommentare. Schreib den ersten!': 'No comments yet. Be the first!',
  'Kreuztabelle wird geladen …': 'Loading the cross table …',
  // the header warning's name when it has no title (the widget's anstoss.headerWarning.label)
  'Wichtiger Hinweis': 'Important notice',
  Fanfotos: 'Fan photos',
  'Bilder der Community: bewerten, melden, bearbeiten.':
    'Pictures from our community: rate, report, edit.',
  'Bilder unserer Community. Bewerte sie, melde Unpassendes oder bearbeite deine eigenen.':
    'Pictures from our community. Rate them, report anything inappropriate or edit your own.',
  '{count} Bewertungen': '{count} ratings',
  'Deinen eigenen Beitrag kannst du nicht bewerten.': 'You cannot rate your own entry.',
  // discovery fragments
  'Deinen Wettbewerb finden': 'Find your competition',
  // fixtures search (/spielplan)
  'Alle Spiele eines Landesverbands in einem Zeitraum von höchstens {days} Tagen.':
    'All matches of a regional association within a period of at most {days} days.',
  'Alle Mannschaftsarten': 'All team types',
  Von: 'From',
  Bis: 'To',
  'Spiele suchen': 'Find matches',
  'Schnellwahl: anderer Landesverband': 'Quick choice: another association',
  'Bitte wählen': 'Please choose',
  '{name}: {from} bis {to}': '{name}: {from} to {to}',
  'Spiele {name} vom {from} bis {to}': 'Matches {name} from {from} to {to}',
  'Es werden die ersten 300 Spiele gezeigt. Wähle einen kürzeren Zeitraum.':
    'The first 300 matches are shown. Choose a shorter period.',
  'Spielplan {name}': 'Fixtures {name}',
  'Spiele im Landesverband {name}.': 'Matches in the {name} association.',
  // live list (administrators' simulator note)
  'Simulierte Spiele mit echten Mannschaften und Spielern der Demo-Daten, im Zeitraffer ({speed}-fach). Angestoßen: {time}.':
    'Simulated matches with real teams and players of the demo data, in time-lapse ({speed} times). Kicked off: {time}.',
  'Alle Spiele neu anstoßen': 'Restart all matches',
  'Vereins- und Fanticker': 'Club and fan ticker',
  // administration
  'Header-Warnung': 'Header warning',
  'Der Banner erscheint oben auf jeder Seite, solange er aktiv ist (Endpunkt':
    'The banner appears at the top of every page while it is active (endpoint',
  'Warnung anzeigen': 'Show the warning',
  Überschrift: 'Heading',
  Text: 'Text',
  Speichern: 'Save',
  'Zuletzt geändert am {date} um {time} Uhr.': 'Last changed on {date} at {time}.',
  Umfragen: 'Surveys',
  'Je Seitenbereich (erstes Pfadsegment, „index“ für die Startseite) kann eine Umfrage aktiv sein.':
    'One survey can be active per page area (the first path segment, “index” for the home page).',
  'Aktive Umfragen': 'Active surveys',
  'Bereich „{segment}“, {count} Antworten': 'area “{segment}”, {count} answers',
  'Uploads und Einsendungen': 'Uploads and submissions',
  'Artikelfotos, Uploads der Community, Profilbilder und Einsendungen, neueste zuerst:':
    'Article photos, community uploads, profile pictures and submissions, newest first:',
  'Liste öffnen': 'Open the list',
  'Tor der Woche und Rubriken': 'Goal of the week and sections',
  'Was zu den Videos der Woche und in den Rubriken eingesandt wurde, mit der Datei:':
    'What was sent in for the videos of the week and the sections, with the file:',
  'Einsendungen öffnen': 'Open the submissions',
  'Demo-Daten zurücksetzen': 'Reset the demo data',
  'Löscht alle Änderungen, Sitzungen, Einwilligungen und Uploads und erzeugt die Demo-Daten neu. Danach musst du dich erneut anmelden.':
    'Deletes all changes, sessions, consents and uploads and creates the demo data anew. You will have to log in again afterwards.',
  'Aktueller Stand: {time}.': 'Current state: {time}.',
  'Ja, alle Demo-Daten zurücksetzen': 'Yes, reset all demo data',
  Zurücksetzen: 'Reset',
  // administration: uploads list
  'Die Header-Warnung wurde gespeichert.': 'The header warning has been saved.',
  'Die Umfragen wurden gespeichert.': 'The surveys have been saved.',
  Artikelfoto: 'Article photo',
  Upload: 'Upload',
  Profilbild: 'Profile picture',
  Einsendung: 'Submission',
  '{count} Dateien, neueste zuerst. Standortdaten sind beim Speichern entfernt.':
    '{count} files, newest first. Location data was removed on saving.',
  'Noch nichts hochgeladen.': 'Nothing uploaded yet.',
  'Hochgeladene Dateien': 'Uploaded files',
  'Titel und Datei': 'Title and file',
  Art: 'Kind',
  Status: 'Status',
  Größe: 'Size',
  Zeit: 'Time',
  Video: 'Video',
  'Artikel {id}': 'article {id}',
  Titelbild: 'cover picture',
  freigegeben: 'released',
  hochgeladen: 'uploaded',
  Neuere: 'Newer',
  Ältere: 'Older',
  'Zurück zur Verwaltung': 'Back to administration',
  Uploads: 'Uploads',
  // submissions
  'Zum Einsenden musst du {login} sein. Was du vorher eingibst, bleibt bis nach der Anmeldung erhalten.':
    'To send something in you must be {login}. What you type before that is kept until after you log in.',
  angemeldet: 'logged in',
  'Tor der Woche': 'Goal of the week',
  'Welches Tor ist in diesen Videos zu sehen? Wähle ein Video, erzähl uns, wer es geschossen hat – die Redaktion stellt die schönsten Treffer zur Wahl.':
    'Which goal do these videos show? Choose a video and tell us who scored it – the editors put the finest goals to the vote.',
  Einsenden: 'Send in',
  'Schick uns Fotos und Videos aus deinem Verein. Wähle eine Rubrik, füll das Formular aus und lade die Datei hoch – nach dem Absenden sieht sie die Redaktion.':
    'Send us photos and videos from your club. Choose a section, fill in the form and upload the file – once sent, the editors see it.',
  Einsendungen: 'Submissions',
  'Die letzten 100 Einsendungen, die neuesten zuerst.': 'The latest 100 submissions, newest first.',
  Eingang: 'Received',
  Angaben: 'Details',
  Datei: 'File',
  Rubrik: 'Section',
  'Datei öffnen': 'Open the file',
  'Noch keine Einsendungen.': 'No submissions yet.',
  // generated match reports
  'Generierte Spielberichte': 'Generated match reports',
  'Zu vielen Spielen deines Vereins liegen automatisch erstellte Spielberichte vor. Wähle ein Spiel und importiere einen Bericht, um ihn auf der Vereinsseite zu veröffentlichen.':
    'Automatically written reports exist for many of your club’s matches. Choose a match and import a report to publish it on the club page.',
  Spiel: 'Match',
  // article editor
  'Artikel bearbeiten: {title}': 'Edit article: {title}',
  'Neuer Artikel': 'New article',
  'Der Text wird beim Speichern vom Server noch einmal geprüft. Bis dahin bleibt dein Entwurf auf diesem Gerät gespeichert.':
    'The server checks the text again when you save. Until then your draft is kept on this device.',
  'Zum Artikel': 'To the article',
  // the page-features demo (/seitenfunktionen)
  Bedingungen: 'Conditions',
  Vorlagen: 'Templates',
  'Login-Sperre': 'Login gate',
  Layer: 'Layers',
  Links: 'Links',
  Seitenfunktionen: 'Page features',
  'Diese Seite zeigt alle Funktionen, die Anstoss auf gewöhnliches Seiten-Markup anwendet.':
    'This page shows every feature Anstoss applies to ordinary page markup.',
  'Danke, dein Testbeitrag ist angekommen.': 'Thank you, your test post has arrived.',
  'Bedingungen an Elementen': 'Conditions on elements',
  'Nur für angemeldete Mitglieder sichtbar.': 'Visible to logged-in members only.',
  'Nur für Gäste sichtbar: Jetzt kostenlos registrieren!':
    'Visible to guests only: sign up for free now!',
  'Kommentar schreiben': 'Write a comment',
  Registrieren: 'Sign up',
  'Vereinsfunktion: Spielbericht erfassen': 'Club feature: enter a match report',
  'Fanfunktion: Spiel bewerten': 'Fan feature: rate the match',
  'Du folgst Mannschaft {id}.': 'You follow team {id}.',
  'Du folgst einer Mannschaft, deren Nummer mit {digit} beginnt.':
    'You follow a team whose number starts with {digit}.',
  'Du folgst Mannschaft {id} noch nicht.': 'You do not follow team {id} yet.',
  'Laut Seitenkonfiguration bist du Vereinsvertreter/in.':
    'According to the page configuration you are a club representative.',
  'Laut Seitenkonfiguration bist du angemeldet.':
    'According to the page configuration you are logged in.',
  'Zwei Bedingungen zugleich: angemeldet und Verein.':
    'Two conditions at once: logged in and club.',
  Textvorlagen: 'Text templates',
  'Hallo %FBDE_USER_NAME%, deine Nutzer-ID ist %FBDE_USER_ID%.':
    'Hello %FBDE_USER_NAME%, your user id is %FBDE_USER_ID%.',
  'Zu deinem Fanprofil': 'To your fan profile',
  'Gäste, die eines dieser Bedienelemente benutzen, werden zur Anmeldung geschickt und danach hierher zurückgeleitet.':
    'Guests who use one of these controls are sent to log in and then brought back here.',
  'Dein Kommentar': 'Your comment',
  Bewertung: 'Rating',
  'Sehr gut': 'Very good',
  Mittel: 'Average',
  Schlecht: 'Poor',
  Benachrichtigungen: 'Notifications',
  Endergebnis: 'Final result',
  Sichtbarkeit: 'Visibility',
  Alle: 'Everyone',
  'Nur Freunde': 'Friends only',
  'Bild anhängen': 'Attach a picture',
  'Zum Upload-Bereich (Anmeldung nötig)': 'To the upload area (login needed)',
  'Testbeitrag senden': 'Send test post',
  'Hinweis-Layer öffnen': 'Open the note layer',
  'Foto auswählen': 'Choose a photo',
  'Ein weiterer Layer: die Einwilligung für Mitglieder unter 16 im Fanprofil (Konto „lena“).':
    'Another layer: the consent for members under 16 on the fan profile (account “lena”).',
  'Popup-, Teilen- und Schutz-Links': 'Pop-up, share and guarded links',
  'Impressum im Popup-Fenster öffnen': 'Open the legal notice in a pop-up window',
  'Zum Sprungziel (Hash-Route)': 'To the jump target (hash route)',
  'Auf Facebook teilen': 'Share on Facebook',
  'Auf X teilen': 'Share on X',
  'Per WhatsApp teilen': 'Share via WhatsApp',
  'Per E-Mail teilen': 'Share by email',
  'Anrufen (tel: ist erlaubt)': 'Call (tel: is allowed)',
  'Die folgenden Links haben unerlaubte Schemata; der Link-Schutz entschärft sie:':
    'The following links have forbidden schemes; the link guard defuses them:',
  'Unsicherer Link ({scheme})': 'Unsafe link ({scheme})',
  'Unsicherer Link (Großschreibung)': 'Unsafe link (upper case)',
  Formularhilfen: 'Form helpers',
  Spieljahr: 'Season year',
  Ballbesitz: 'Possession',
  'Tipp senden': 'Send tip',
  'Ein benannter Layer': 'A named layer',
  Schließen: 'Close',
  'Demonstration aller Seitenfunktionen von Anstoss.':
    'A demonstration of every page feature of Anstoss.',
  // form and page helpers demo
  'Formular- und Seitenhilfen': 'Form and page helpers',
  'Hinweis an die Redaktion (mindestens 10 Zeichen)':
    'Note to the editors (at least 10 characters)',
  'Hinweis prüfen': 'Check the note',
  // upload page, galleries
  'Neueste News': 'Latest news',
  'Video der Woche': 'Video of the week',
  'Top-News': 'Top news',
  'Fotos der Community': 'Photos from the community',
  'JPG, PNG oder GIF, höchstens 10 MB. Vorher zeigen wir dir einen kurzen Hinweis zu Bildrechten.':
    'JPG, PNG or GIF, at most 10 MB. First we show you a short note on picture rights.',
  Bildtitel: 'Picture title',
  'Bevor du hochlädst': 'Before you upload',
  'Lade nur Fotos hoch, die du selbst gemacht hast oder für die du die Nutzungsrechte besitzt.':
    'Upload only photos you took yourself or that you hold the rights to use.',
  'Sind Personen zu erkennen, brauchst du ihr Einverständnis – bei Kindern und Jugendlichen das der Eltern.':
    'If people can be recognised, you need their consent – for children and young people, their parents’.',
  'Fragen zu Bildrechten beantwortet die Redaktion:':
    'Questions about picture rights go to the editors:',
  'Verstanden, Datei auswählen': 'Understood, choose a file',
  Abbrechen: 'Cancel',
} as const;

export type PageText = keyof typeof en;

const dictionaries: Record<Lang, (text: PageText) => string> = {
  de: (text) => text,
  en: (text) => en[text],
};

/**
 * A text that reaches a page from elsewhere (a route's message): its English form when this
 * dictionary holds it, else the German text with `lang: 'de'` so the page can mark it.
 */
export function trKnown(text: string, lang: Lang = currentLang()): { text: string; lang: Lang } {
  if (lang === 'en' && Object.hasOwn(en, text)) return { text: en[text as PageText], lang: 'en' };
  return { text, lang: 'de' };
}

/**
 * Labels of the database's lookup tables (team types, competition types, news categories,
 * player positions, round names) in English; the database keeps the German ones.
 */
const labelsEn: Record<string, string> = {
  Herren: 'Men',
  Frauen: 'Women',
  'A-Junioren': 'U19',
  'B-Junioren': 'U17',
  Junioren: 'Youth',
  Meisterschaften: 'Leagues',
  Pokale: 'Cups',
  Turniere: 'Tournaments',
  Freundschaftsspiele: 'Friendlies',
  Pokal: 'Cup',
  Verband: 'Association',
  Schiedsrichter: 'Referees',
  Ehrenamt: 'Volunteering',
  'Training & Tipps': 'Training & tips',
  Tor: 'Goalkeeper',
  Abwehr: 'Defence',
  Mittelfeld: 'Midfield',
  Sturm: 'Attack',
  Torjäger: 'Top scorer',
  Kapitän: 'Captain',
  Fairplay: 'Fair play',
  Aufstieg: 'Promotion',
  Pokalsieg: 'Cup win',
  '10 Jahre Treue': '10 years of loyalty',
};

/**
 * A label from the database (team type, competition type, news category, position, round) in the
 * request's language: numbered rounds and matchdays ('3. Spieltag', '1. Runde') included.
 */
export function lookupLabel(text: string, lang: Lang = currentLang()): string {
  if (lang !== 'en') return text;
  const known = labelsEn[text];
  if (known) return known;
  const matchday = /^(\d+)\. Spieltag$/.exec(text);
  if (matchday) return `Matchday ${matchday[1]}`;
  return roundLabel(lang, text);
}

/** The colour words of club colours ("Schwarz-Weiß") in English. */
const coloursEn: Readonly<Record<string, string>> = {
  Blau: 'blue',
  Weiß: 'white',
  Rot: 'red',
  Grün: 'green',
  Schwarz: 'black',
  Gelb: 'yellow',
  Orange: 'orange',
  Lila: 'purple',
};

/**
 * A club's colours from the database ("Schwarz-Weiß") in the request's language: "Black and
 * white" in English. Null when a colour has no English word here: the page shows the German
 * original marked as German then, never half-translated.
 */
export function clubColours(colors: string, lang: Lang = currentLang()): string | null {
  if (lang !== 'en') return colors;
  const words = colors.split('-').map((part) => coloursEn[part.trim()]);
  if (words.length === 0 || words.some((word) => word === undefined)) return null;
  const text =
    words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The page text in the request's language, `{name}` placeholders filled from `vars`. */
export function tr(
  text: PageText,
  vars: Record<string, string | number> = {},
  lang: Lang = currentLang(),
): string {
  return dictionaries[lang](text).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
