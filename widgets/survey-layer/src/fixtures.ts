/** Sample fragments, shared by tests, stories and the reference CMS. */
export const surveyHtmlFixture = `<h2>Deine Meinung zählt!</h2>
<p>Wie gefällt dir das neue Portal? Die Umfrage dauert nur zwei Minuten.</p>
<p><a href="https://umfrage.example.org/umfrage-2026" target="_blank">Jetzt teilnehmen</a></p>
<p><button type="button" data-survey-close>Nein, danke</button></p>`;

/** What the server sends when no survey runs on a page. */
export const emptySurveyFixture = '   \n';

/** A hostile fragment: sanitising must leave the text and drop the script and handlers. */
export const hostileSurveyFixture = `<h2>Umfrage</h2>
<script>window.__surveyXss = true</script>
<img src="x" alt="" onerror="window.__surveyXss = true">
<p><a href="javascript:window.__surveyXss = true">Teilnehmen</a></p>`;

/** A fragment that sanitises to nothing. */
export const onlyScriptSurveyFixture = '<script>window.__surveyXss = true</script>';

/** Answers that are no survey fragment (a probe got such junk shown in the layer). */
export const junkSurveyFixtures = {
  'a whole error page':
    '<!DOCTYPE html><html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>',
  'a plain error text': 'Internal Server Error: ECONNRESET at Socket.onread (node:net:704)',
  'a JSON body as text/html': '{"success":false,"error":{"message":"Kein Zugriff"}}',
  'binary noise': '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\ufffd\ufffd',
};
