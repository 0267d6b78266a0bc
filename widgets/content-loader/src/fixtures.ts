/** Sample responses shared by tests and stories. */
export const pageOne = {
  html: '<li class="item">Dritter Artikel</li><li class="item">Vierter Artikel</li>',
  lastIndex: 3,
  final: false,
};
export const lastPage = {
  html: '<li class="item">Letzter Artikel</li>',
  lastIndex: 4,
  final: true,
};
export const hostileHtml = {
  html: '<li class="item" onclick="alert(1)">Böse<img src=x onerror="alert(2)"><script>alert(3)</script></li>',
  lastIndex: 5,
};
export const fragmentHtml =
  '<aside class="teaser"><h2>Tabellenrechner</h2><p>Neu im Portal.</p></aside>';
export const schemaMismatch = { html: 42, lastIndex: { bad: true } };
