// @vitest-environment jsdom
/**
 * Real XSS vectors: the public corpus in xss-vectors.json (OWASP filter-evasion cheat sheet,
 * html5sec.org, DOMPurify's own fixtures; sources and versions in its header) plus the cases
 * below, written in the style of OWASP's list and of DOMPurify's mXSS reports. Each one is sanitised, inserted the two ways widgets insert
 * server HTML (a parsed fragment and the DOM fragment API), any surviving <script> is made to
 * run, every event its handlers could wait for is fired, and `alert` must never be called.
 * The output is also checked statically: no event-handler attribute, no script URL anywhere, no
 * element that can run or load active content.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScriptUrl } from './safeUrl.ts';
import { isPropsScript, isScriptyStyle } from './purifier.ts';
import { loadSanitizer, sanitizeHtml, sanitizeToFragment } from './sanitize.ts';
import corpus from './xss-vectors.json';

beforeAll(() => loadSanitizer());

const EVENTS = [
  'load',
  'error',
  'click',
  'dblclick',
  'focus',
  'focusin',
  'blur',
  'mouseover',
  'mouseenter',
  'mousemove',
  'toggle',
  'begin',
  'animationstart',
  'start',
  'submit',
  'input',
  'change',
  'pageshow',
  'beforetoggle',
];
const ACTIVE_TAGS = new Set([
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'isindex',
  'animate',
  'set',
  'use',
]);

export function unsafeParts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    if (ACTIVE_TAGS.has(tag)) found.push(`<${tag}>`);
    if (tag === 'script' && !isPropsScript(el)) found.push('<script>');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${name}=`);
      if (name === 'srcdoc' || name === 'http-equiv') found.push(`${name}=`);
      if (
        isScriptUrl(attr.value) &&
        !(name === 'src' && /^data:image\//i.test(attr.value.trim()))
      ) {
        found.push(`${name}="${attr.value}"`);
      }
      if (name === 'style' && isScriptyStyle(attr.value)) found.push(`style="${attr.value}"`);
    }
  }
  return found;
}

/**
 * jsdom does not run scripts that arrive in a parsed fragment, while browsers do for
 * createContextualFragment. Re-create each script element so any that survived would run.
 */
function activateScripts(root: ParentNode) {
  for (const old of Array.from(root.querySelectorAll('script'))) {
    const fresh = document.createElement('script');
    for (const attr of Array.from(old.attributes)) fresh.setAttribute(attr.name, attr.value);
    fresh.textContent = old.textContent;
    old.replaceWith(fresh);
  }
}

function fireEverything(root: ParentNode) {
  activateScripts(root);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const type of EVENTS) el.dispatchEvent(new Event(type, { bubbles: true }));
  }
}

/**
 * Inline handlers and scripts run in jsdom's own script realm, not in this test's globals, so the
 * trap is installed from inside that realm and counts calls on the (shared) DOM.
 */
function installAlertTrap() {
  const trap = document.createElement('script');
  trap.textContent =
    'window.alert = window.confirm = window.prompt = window.print = function () {' +
    ' var root = document.documentElement;' +
    ' root.setAttribute("data-alerts", String(Number(root.getAttribute("data-alerts") || 0) + 1)); };';
  document.head.append(trap);
  trap.remove();
}
const alertCount = () => Number(document.documentElement.getAttribute('data-alerts') ?? 0);

beforeEach(() => {
  document.documentElement.removeAttribute('data-alerts');
  installAlertTrap();
  // jsdom reports navigations it cannot perform (a followed link) on the console; keep the log quiet.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const VECTORS: string[] = [
  // Script elements in their many spellings
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/xss.js></SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<script type="text/javascript">alert(1)</script>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  "<BODY ONLOAD=alert('XSS')>",
  '<details open ontoggle=alert(1)>',
  '<x onclick=alert(1)>click me</x>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<input autofocus onfocus=alert(1)>',
  // javascript: URLs with case, whitespace, control characters and entities
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">tab</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab entity</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline entity</a>',
  '<a href="jav&#x0D;ascript:alert(1)">cr entity</a>',
  '<a href=" &#14;  javascript:alert(1)">leading control</a>',
  '<a href="&#1;javascript:alert(1)">leading SOH</a>',
  '<a href="\u0000javascript:alert(1)">leading null</a>',
  '<a href="java\u0000script:alert(1)">inner null</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">decimal</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">padded decimal</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">hex</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="  JAVASCRIPT:alert(1)">spaces</a>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<img srcset="javascript:alert(1) 1x">',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><a href="javascript:alert(1)"><text>XSS</text></a></svg>',
  // Other script-capable schemes
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data64</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  // Frames, objects, embeds
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  // Forms
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<input type="image" src="javascript:alert(1)">',
  '<isindex action=javascript:alert(1) type=image>',
  // SVG animation tricks
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/><a><text>x</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  // Mutation XSS through namespace confusion (DOMPurify advisories)
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<select><template><img src=x onerror=alert(1)></template></select>',
  // Style
  '<div style="width: expression(alert(1));">ie</div>',
  '<div style="width: exp/**/ression(alert(1));">ie comment</div>',
  '<div style="xss:\\65 xpression(alert(1))">ie escape</div>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">bg</DIV>',
  '<div style="behavior: url(xss.htc);">htc</div>',
  '<STYLE>@import\'javascript:alert("XSS")\';</STYLE>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  // Page-level hijacks
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  // Widget hosts: props scripts must not become a way in
  '<div data-widget="x" data-url="javascript:alert(1)" data-src="  JaVaScRiPt:alert(1)"></div>',
  '<div data-widget="x"><script type="application/json" data-props>{"a":"</script><img src=x onerror=alert(1)>"}</script></div>',
  '<div data-widget="x"><script type="text/javascript" data-props>alert(1)</script></div>',
  '<div data-widget="x"><script data-props>alert(1)</script></div>',
  '<div data-widget="x"><script type="application/json" data-props>alert(1)</script></div>',
  '<div data-widget="x"><script type="application/json" data-props src="https://xss.example/x.js">{}</script></div>',
  '<div data-widget="x"><script type="application/json" data-props onload="alert(1)">{}</script></div>',
  '<div><script type="application/json" data-props>{"no":"host"}</script></div>',
  '<svg data-widget="x"><script type="application/json" data-props>{}</script></svg>',
  '<div data-widget="x"><svg><script type="application/json" data-props>{}</script></svg></div>',
];

const ALL = [...VECTORS, ...corpus.vectors.map((v) => v.html)];

describe('sanitizeHtml against XSS vectors', () => {
  it.each([
    ['a parsed <script>', '<script>alert(1)</script>'],
    ['an event handler', '<img src=x onerror=alert(1)>'],
  ])('the harness catches %s when nothing is sanitised (control)', async (_label, html) => {
    const host = document.createElement('div');
    document.body.append(host);
    host.append(document.createRange().createContextualFragment(html));
    fireEverything(host);
    await new Promise((r) => setTimeout(r, 0));
    expect(alertCount()).toBeGreaterThan(0);
    expect(unsafeParts(host).length).toBeGreaterThan(0);
  });

  it(`has ${ALL.length} vectors, at least 300 of them from public sources`, () => {
    expect(corpus.vectors.length).toBeGreaterThanOrEqual(300);
    const named = new Set(Object.keys(corpus.sources));
    for (const v of corpus.vectors) expect(named.has(v.source.replace(/#.*$/, ''))).toBe(true);
  });

  it.each(ALL)('neutralises %s', async (vector) => {
    const clean = sanitizeHtml(vector);
    const viaParser = document.createElement('div');
    const viaFragment = document.createElement('div');
    document.body.append(viaParser, viaFragment);
    // A parsed fragment runs the <script> elements it contains once inserted: the strictest test.
    viaParser.append(document.createRange().createContextualFragment(clean));
    viaFragment.append(sanitizeToFragment(vector));
    fireEverything(document.body);
    for (const el of Array.from(document.body.querySelectorAll('a, area, button, input'))) {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    await new Promise((r) => setTimeout(r, 0));

    expect(alertCount()).toBe(0);
    expect(unsafeParts(viaParser)).toEqual([]);
    expect(unsafeParts(viaFragment)).toEqual([]);
    expect(sanitizeHtml(clean)).toBe(clean);
  });
});
