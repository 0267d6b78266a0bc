import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonForScript, paragraphs, raw } from './html.ts';

describe('html template', () => {
  it('escapes interpolated strings by default', () => {
    const name = `<script>alert("x")</script>&'\``;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&#96;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&#96;</p>',
    );
  });

  it('keeps nested templates and raw markup, joins arrays, drops null/undefined/false', () => {
    const items = ['a<b', 'c'];
    const out = html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>${null}${undefined}${false}${raw('<hr>')}${0}`;
    expect(out.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul><hr>0');
  });

  it('cannot be tricked by strings that look like SafeHtml', () => {
    const fake = {
      value: '<img src=x onerror=alert(1)>',
      toString: () => '<img src=x onerror=alert(1)>',
    };
    expect(html`${String(fake)}`.value).not.toContain('<img');
  });

  it('escapeHtml escapes the five HTML specials and backtick', () => {
    expect(escapeHtml(`&<>"'\``)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;');
  });

  it('jsonForScript cannot close the script element or break JavaScript', () => {
    const out = jsonForScript({
      a: '</script><script>alert(1)</script>',
      b: '\u2028\u2029',
      c: '<!--',
    }).value;
    expect(out).not.toContain('</script');
    expect(out).not.toContain('<!--');
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({
      a: '</script><script>alert(1)</script>',
      b: '\u2028\u2029',
      c: '<!--',
    });
  });

  it('paragraphs splits on blank lines and escapes each paragraph', () => {
    expect(paragraphs('Eins <b>\n\nZwei').value).toBe('<p>Eins &lt;b&gt;</p><p>Zwei</p>');
  });
});
