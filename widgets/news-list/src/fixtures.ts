/** Sample host props and responses shared by tests and stories. */
export const filtersFixture = [
  {
    key: 'kategorie',
    label: 'Kategorie',
    items: [
      { value: 'herren', name: 'Herren' },
      { value: 'frauen', name: 'Frauen' },
      { value: 'junioren', name: 'Junioren' },
    ],
  },
  {
    key: 'include-verband',
    label: 'Landesverband',
    items: [
      { value: '_22', name: 'Mittelrhein' },
      { value: '_3', name: 'Bayern' },
    ],
  },
];

export const menuFixture = [
  { label: 'Frauenfußball', key: 'kategorie', value: 'frauen', href: '/news?kategorie=frauen' },
];

export const listHtml =
  '<article class="item">Frauen gewinnen Pokal</article><article class="item">Derby im Regen</article>';
export const hostileHtml =
  '<article class="item" onmouseover="alert(1)">Böse<script>alert(2)</script></article>';
export const schemaMismatch = { success: true, html: ['kein', 'html'] };
