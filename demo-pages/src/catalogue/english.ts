/**
 * What the catalogue tells English-speaking editors about each widget: one sentence, like the
 * German one in german.ts. The READMEs' first paragraphs are written for developers ("Two widgets
 * in one folder, because they share the submission form", "built on Lexical 0.52"); a test
 * asserts every registered widget has its sentence here too.
 */
export const ENGLISH_SUMMARIES: Record<string, string> = {
  'album-detail': 'A photo album with all its pictures as a grid; a click opens the photo viewer.',
  'album-edit':
    'Editing one of your albums: title, description, order of the photos, removing photos.',
  'album-edit-list': 'Your own albums within a period: create, edit, publish and delete them.',
  'album-list': 'The photo albums of the portal as a list, with a search.',
  'article-editor':
    'The editor for club articles: text with subheadings, quotes and links, publication period, poll.',
  'article-photo-upload':
    'Photos for an article, for club officials: title, caption, title picture.',
  'category-submission':
    'A submission for a category (e.g. save of the month) with a file, details and consents.',
  'club-search':
    'Club search with suggestions while typing (from 4 characters), then the club’s teams.',
  'comment-form':
    'The form for writing a comment, with an optional small poll; writes into the comments.',
  comments: 'The comments: read, reply, quote, delete your own, report.',
  'competition-finder':
    'The competition search in seven steps: association, season, competition type, team type, league, area, competition.',
  'content-loader':
    'Loads content later: “Load more” under lists, filter forms without a reload, fragments.',
  'cookie-consent': 'The cookie settings: give consent, refuse, and change it at any time.',
  'count-up':
    'A number that counts up when it comes into view; screen readers hear the final value at once.',
  'cross-table': 'The cross table of a league: every result of every pairing, scrolls sideways.',
  'edit-item': 'Editing one of your own entries (title and description).',
  'fan-poll': 'The fan poll of the week with its results.',
  favourites: 'Saving a favourite (club, team, competition) and the list of favourites.',
  'generated-reports': 'Automatically written match reports for a match and their import.',
  'generic-upload': 'Uploading photos and videos: progress, title, release.',
  'goal-of-the-week': 'The goal of the week: watch the videos and tell us who scored.',
  'header-warning': 'The warning at the top of the page (e.g. a storm), can be closed.',
  'image-gallery': 'A picture gallery as a carousel.',
  'line-chart': 'A line chart with series to switch on and off and a table of the values.',
  'live-ticker': 'The live ticker of a match: score, scorers, match time, events.',
  'markup-checker':
    'Checks template markup: which widgets load and which attributes are missing or wrong.',
  'match-calendar': 'A from–to date choice for search forms (e.g. the fixtures).',
  'match-quickview': 'The match at a glance: goals, cards and substitutions on a timeline.',
  'media-edit-list': 'Your own photos and videos: filter, edit, publish, delete.',
  'media-stream': 'Photos and videos of the community as a carousel with a large view.',
  'navigation-flyout': 'The main navigation with menus, shop, search, favourites and language.',
  'news-carousel': 'More news as a carousel with one to three cards depending on the width.',
  'news-gallery': 'The news slider of the home page, changing on its own.',
  'news-list': 'The toolbar above the news list: filters, period, quick filters, tiles or list.',
  'obfuscated-results':
    'A results table whose digits are drawn by a stylesheet of its own (protection against copying).',
  'photo-upload': 'Cropping and rotating a profile photo, then uploading it.',
  'photo-viewer': 'The photo viewer: the photo large, counter, comments, keyboard and swiping.',
  'profile-achievements': 'Achievements on a fan profile; the owner can edit them.',
  'profile-image-source': 'Where the profile picture comes from; waits for the photo’s cropping.',
  'profile-live-stats': 'Statistics slots on a fan profile; the owner chooses them.',
  'profile-stage': 'The stage background of a fan profile, chosen by its owner.',
  'range-slider': 'A slider with two sides that add up to 100 %.',
  rating: 'Rating with stars, and the average.',
  'report-offense': 'Reporting an offence (comment, live ticker) with a security question.',
  'report-tool': 'Reporting a member’s entry.',
  'start-page': '“My football”: the matches and results of your favourites at a glance.',
  'survey-layer': 'A survey as a layer, once per visitor.',
  tabs: 'Tabs; a drop-down list on a phone, contents also loaded by Ajax.',
  'text-truncate': 'A shortened text with “read more”.',
  'tournament-tree': 'The tournament tree of a cup with rounds that open.',
  'tv-content': 'A TV page: the player after consent, quality, more videos.',
  'tv-list': 'The TV list with “Load more”.',
  'tv-magazine': 'The TV magazine: video of the week and recommendations, four per page.',
  'video-popup': 'A video in a popup that loads only after consent.',
  'year-select': 'A year choice: the current year and a number of years before it.',
};

/**
 * The page features for English-speaking editors, by the README's section title: a short title
 * and one or two sentences, like GERMAN_BEHAVIOURS (the README paragraphs are developer prose,
 * with timings, bundle sizes and parser details).
 */
export const ENGLISH_BEHAVIOURS: Record<string, { title: string; summary: string }> = {
  'Element conditions': {
    title: 'Element conditions',
    summary:
      'data-condition="TYPE NAME [VALUE]" shows, hides or disables an element depending on a cookie or the page configuration; join several conditions with ;.',
  },
  'Templates: %NAME%': {
    title: 'Placeholders: %NAME%',
    summary:
      'An element with data-template gets %NAME% in its text (and in the attributes named in data-template-attrs) from the cookie NAME, or with %config:key% from the page configuration; a missing value leaves the place empty.',
  },
  'Login-gated controls': {
    title: 'For logged-in members only',
    summary:
      'Links, buttons and forms in or on an element with data-user-disabled or data-login-gate send guests to the login and back to this page afterwards.',
  },
  '#! routing, section navigation, scroll spy': {
    title: '#! addresses, section navigation, scroll spy',
    summary:
      'Pages with a <section id>, a [data-section-nav] or an address with #! jump to the address’s section, mark the section in view while scrolling and write it into the address.',
  },
  'Popup links': {
    title: 'Links in a popup',
    summary:
      'a[data-popup] opens its target in a window of 440×550 pixels; the attribute’s value names the window.',
  },
  'Share links': {
    title: 'Share links',
    summary: 'a[data-share] shares the page through facebook, x, whatsapp or mail.',
  },
  'Link-scheme guard': {
    title: 'Protection against dangerous links',
    summary:
      'Every link of the page and of content loaded later is checked: only http, https, ftp, mailto, tel, file, whatsapp and relative addresses stay; others (javascript:, data:) lose their target and remain as text.',
  },
  'Named layers (native <dialog>)': {
    title: 'Named layers (<dialog>)',
    summary:
      '[data-layer-open="NAME"] opens dialog[data-layer="NAME"] as a modal layer, [data-layer-close] closes it and focus returns to what opened it; data-layer-auto-open opens it on load.',
  },
  'REST search forms': {
    title: 'Search forms with readable addresses',
    summary:
      'form[data-rest-search] (GET) opens {action}/-/{name}/{value}/… instead of {action}?name=value; without JavaScript the form sends as usual.',
  },
  'Select navigation': {
    title: 'A select list as navigation',
    summary:
      'select[data-select-navigation] opens the address made of the field name and the chosen value; with the arrow keys only after Enter or on leaving the field.',
  },
  'Copy buttons': {
    title: 'Copy buttons',
    summary:
      'button[data-copy="ID"] copies the content of the field with this ID to the clipboard and says so in the status [data-copy-status="ID"]; when the browser refuses, the text is selected.',
  },
  'Responsive and lazy images': {
    title: 'Images in the right size, loaded when seen',
    summary:
      'img[data-responsive-image] loads only when it comes into view, in the size from data-src-small, -medium or -large that fits its width; its place is reserved before, a failure is retried up to three times.',
  },
  'Form and page helpers': {
    title: 'Helpers for forms and pages',
    summary:
      'A minimum length for fields (data-minchars), tiles without gaps (data-masonry) and the scroll position when coming back to a page (data-scroll-restore).',
  },
  'Ad slots': {
    title: 'Ad slots',
    summary:
      'An element with the id SPMADS_<provider>_<NAME> becomes an ad slot: the ad server of the page configuration fills it in a sandboxed iframe.',
  },
};
