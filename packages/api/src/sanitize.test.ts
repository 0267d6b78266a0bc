// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isScriptUrl } from './safeUrl.ts';
import { isPropsScript } from './purifier.ts';
import { loadSanitizer, sanitizeHtml, sanitizeToFragment } from './sanitize.ts';

beforeAll(() => loadSanitizer());

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.append(document.createRange().createContextualFragment(html));
  return host;
}

describe('sanitizeHtml: what stays', () => {
  it('keeps ordinary content, classes, ids, aria and inline styles', () => {
    const html =
      '<article class="news" id="n1" aria-label="Meldung"><h2>Tor!</h2><p style="color: red">1:0 durch <strong>Müller</strong></p><img src="/img/a.jpg" alt="Jubel"></article>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['https://www.fussball.de/x'],
    ['http://example.com/'],
    ['ftp://files.example.com/a.pdf'],
    ['mailto:info@fussball.de'],
    ['tel:+4930123'],
    ['file:///C:/spielplan.pdf'],
    ['whatsapp://send?text=Tor'],
    ['/verein/-/id/42'],
    ['../liga'],
    ['#!/section/tabelle'],
    ['?page=2'],
  ])('keeps the link %s', (href) => {
    expect(
      parse(sanitizeHtml(`<a href="${href}">x</a>`))
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe(href);
  });

  it.each([
    'sms:+4930',
    'callto:123',
    'xmpp:a@b',
    'javascript:void(0)',
    'vbscript:x',
    'data:text/html,x',
  ])('drops the link scheme of %s', (href) => {
    expect(
      parse(sanitizeHtml(`<a href="${href}">x</a>`))
        .querySelector('a')
        ?.hasAttribute('href'),
    ).toBe(false);
  });

  it('keeps raster data: images (they cannot run script)', () => {
    const src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    expect(
      parse(sanitizeHtml(`<img src="${src}">`))
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe(src);
  });

  it('keeps widget hosts with their data-* props for the runtime', () => {
    const html =
      '<div data-widget="live-ticker" data-ticker-url="/ajax/ticker" data-interval="30"></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps a JSON props script of a widget host, unchanged and inert', () => {
    const html =
      '<div data-widget="poll"><script type="application/json" data-props="">{"id":7,"labels":["Ja","Nein"]}</script></div>';
    const clean = sanitizeHtml(html);
    expect(clean).toBe(html);
    const script = parse(clean).querySelector('script');
    expect(script && isPropsScript(script)).toBe(true);
    const fragment = sanitizeToFragment(html);
    expect(fragment.querySelector('script[data-props]')?.textContent).toBe(
      '{"id":7,"labels":["Ja","Nein"]}',
    );
  });

  it.each([
    ['no host', '<div><script type="application/json" data-props>{}</script></div>'],
    [
      'a nested host',
      '<div data-widget="x"><p><script type="application/json" data-props>{}</script></p></div>',
    ],
    [
      'another type',
      '<div data-widget="x"><script type="application/ld+json" data-props>{}</script></div>',
    ],
    ['no data-props', '<div data-widget="x"><script type="application/json">{}</script></div>'],
    [
      'an extra attribute',
      '<div data-widget="x"><script type="application/json" data-props id="p">{}</script></div>',
    ],
    [
      'not JSON',
      '<div data-widget="x"><script type="application/json" data-props>{a:1}</script></div>',
    ],
    [
      'an array',
      '<div data-widget="x"><script type="application/json" data-props>[1]</script></div>',
    ],
    [
      'a "<" inside',
      '<div data-widget="x"><script type="application/json" data-props>{"a":"<b>"}</script></div>',
    ],
  ])('drops a props script with %s', (_label, html) => {
    expect(sanitizeHtml(html)).not.toMatch(/<script/i);
  });
});

describe('sanitizeHtml: links opening new windows', () => {
  it('adds rel="noopener noreferrer" to target=_blank', () => {
    const a = parse(sanitizeHtml('<a href="https://x.de" target="_blank">x</a>')).querySelector(
      'a',
    );
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('merges with an existing rel and covers named targets', () => {
    expect(
      parse(sanitizeHtml('<a href="/a" target="_BLANK" rel="nofollow">x</a>'))
        .querySelector('a')
        ?.getAttribute('rel'),
    ).toBe('nofollow noopener noreferrer');
    expect(
      parse(sanitizeHtml('<a href="/a" target="popup">x</a>'))
        .querySelector('a')
        ?.getAttribute('rel'),
    ).toBe('noopener noreferrer');
  });

  it('leaves same-window targets alone', () => {
    expect(
      parse(sanitizeHtml('<a href="/a" target="_self">x</a>'))
        .querySelector('a')
        ?.hasAttribute('rel'),
    ).toBe(false);
  });

  it('is idempotent for such links', () => {
    const once = sanitizeHtml('<a href="/a" target="_blank" rel="noopener">x</a>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('sanitizeToFragment', () => {
  it('returns a fragment that can be appended without any HTML string sink', () => {
    const fragment = sanitizeToFragment(
      '<p onclick="alert(1)">Hallo <a href="javascript:alert(1)" target="_blank">x</a></p>',
    );
    expect(fragment).toBeInstanceOf(DocumentFragment);
    const host = document.createElement('div');
    host.append(fragment);
    expect(host.innerHTML).toBe('<p>Hallo <a target="_blank" rel="noopener noreferrer">x</a></p>');
  });

  // Trees that a first pass leaves in a shape the parser would never build (found by trying).
  it.each([
    '<a href=x><object><a href=y>z</a></object></a>',
    '<a><table><a>x</a></table></a>',
    '<p><object><p>x</p></object></p>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    // Quirks mode (a parse without doctype) nests a table in a paragraph; the page does not.
    '<p><table>',
    '<p>Tabelle: <table><tr><td>1</td></tr></table> Ende</p>',
  ])(
    'inserts the tree a re-parse of the checked string gives, never an unparseable one: %s',
    (html) => {
      const inserted = document.createElement('div');
      inserted.append(sanitizeToFragment(html));
      const checked = document.createElement('div');
      checked.innerHTML = sanitizeHtml(html);
      expect(inserted.innerHTML).toBe(checked.innerHTML);
    },
  );

  it.each(['<frameset><frame src=x></frameset>', '<html><frameset cols="50%"></frameset></html>'])(
    'gives an empty fragment, not null, for a document without a body: %s',
    (html) => {
      const fragment = sanitizeToFragment(html);
      expect(fragment).toBeInstanceOf(DocumentFragment);
      expect(fragment.childNodes).toHaveLength(0);
    },
  );
});

// ---- Property: idempotent, and nothing dangerous survives whatever the input ----

const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java&#x09;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x01;javascript:alert(1)',
  ' javascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'https://www.fussball.de/',
  '/relativ/pfad',
  'mailto:a@b.de',
  '#anker',
];
const TAGS = [
  'a',
  'img',
  'div',
  'p',
  'span',
  'svg',
  'math',
  'mtext',
  'mglyph',
  'mi',
  'table',
  'td',
  'form',
  'button',
  'input',
  'textarea',
  'select',
  'option',
  'template',
  'noscript',
  'xmp',
  'style',
  'script',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'details',
  'title',
  'desc',
  'foreignObject',
  'annotation-xml',
  'set',
  'animate',
  'x-el',
];
const ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcdoc',
  'data-url',
  'background',
  'poster',
  'srcset',
  'style',
  'title',
  'id',
  'class',
  'target',
  'rel',
  'type',
  'data-widget',
  'data-props',
  'name',
  'attributeName',
];
const HANDLERS = ['onclick', 'onerror', 'onload', 'ONMOUSEOVER', 'onfocus', 'ontoggle', 'onbegin'];

const attrValue = fc.oneof(
  fc.constantFrom(...SCHEMES),
  fc.constantFrom(
    '_blank',
    '_self',
    'application/json',
    'expression(alert(1))',
    'color:red',
    'x',
    '',
  ),
  fc.string({ maxLength: 12 }),
);
const attribute = fc.oneof(
  fc.tuple(fc.constantFrom(...ATTRS), attrValue),
  fc.tuple(fc.constantFrom(...HANDLERS), fc.constant('alert(1)')),
);
const quote = (v: string) => `"${v.replace(/"/g, '&quot;')}"`;
const attrText = fc
  .tuple(attribute, fc.boolean())
  .map(
    ([[name, value], quoted]) =>
      ` ${name}=${quoted ? quote(value) : value.replace(/[\s>]/g, '') || 'x'}`,
  );

const { node } = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      'Tor!',
      '&lt;script&gt;',
      '</p>',
      '<!-- c -->',
      '<',
      '">',
      "'",
      '</style>',
      '</textarea>',
      ']]>',
    ),
    fc.string({ maxLength: 8 }),
    tie('element'),
  ),
  element: fc
    .tuple(
      fc.constantFrom(...TAGS),
      fc.array(attrText, { maxLength: 3 }),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(
      ([tag, attrs, children, close]) =>
        `<${tag}${attrs.join('')}>${children.join('')}${close ? `</${tag}>` : ''}`,
    ),
}));
const propsHost = fc
  .tuple(
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    node,
  )
  .map(
    ([props, inner]) =>
      `<div data-widget="w"><script type="application/json" data-props>${JSON.stringify(props)}</script>${inner}</div>`,
  );
const html = fc.array(fc.oneof(node, propsHost), { maxLength: 4 }).map((parts) => parts.join(''));

/** Every element, including those inside <template> contents (querySelectorAll skips them). */
function allElements(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    out.push(el);
    if (el instanceof HTMLTemplateElement) out.push(...allElements(el.content));
  }
  return out;
}

function dangerIn(clean: string): string[] {
  const found: string[] = [];
  const root = parse(clean);
  const scripts = allElements(root).filter((el) => el.localName === 'script');
  for (const script of scripts) if (!isPropsScript(script)) found.push('<script>');
  // Every "<script" in the text must be one of the allowed, inert props scripts.
  if ((clean.match(/<script/gi) ?? []).length !== scripts.length) found.push('<script (text)');
  for (const el of allElements(root)) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${attr.name}=`);
      if (
        isScriptUrl(attr.value) &&
        !(attr.name === 'src' && /^data:image\/(png|gif|jpe?g|webp|avif);/i.test(attr.value))
      ) {
        found.push(`${attr.name}=${attr.value}`);
      }
    }
  }
  return found;
}

describe('sanitizeHtml properties', () => {
  it('is idempotent and leaves no <script, on*= attribute or script URL', () => {
    fc.assert(
      fc.property(html, (dirty) => {
        const clean = sanitizeHtml(dirty);
        expect(sanitizeHtml(clean)).toBe(clean);
        expect(dangerIn(clean)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('the fragment path inserts exactly the fixed point of the string path', () => {
    fc.assert(
      fc.property(html, (dirty) => {
        const inserted = document.createElement('div');
        inserted.append(sanitizeToFragment(dirty));
        const checked = document.createElement('div');
        checked.innerHTML = sanitizeHtml(dirty);
        expect(inserted.innerHTML).toBe(checked.innerHTML);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('never lets an event handler through, wherever it sits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TAGS), fc.constantFrom(...HANDLERS), (tag, handler) => {
        const clean = sanitizeHtml(`<${tag} ${handler}="alert(1)">x</${tag}>`);
        expect(dangerIn(clean)).toEqual([]);
        expect(clean.toLowerCase()).not.toContain(`${handler.toLowerCase()}=`);
      }),
    );
  });
});
