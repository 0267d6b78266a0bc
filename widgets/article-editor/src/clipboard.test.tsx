/** DOMParser needs a DOM: jsdom. */
import { describe, expect, it } from 'vitest';
import { clipboardText, htmlToBlocks, htmlToPlainText } from './clipboard.ts';

describe('clipboard', () => {
  it('prefers the plain text the clipboard holds', () => {
    const data = { getData: (t: string) => (t === 'text/plain' ? 'plain' : '<b>html</b>') };
    expect(clipboardText(data)).toBe('plain');
  });
  it('falls back to the text of the HTML: blocks as blank lines, br as a line', () => {
    expect(htmlToPlainText('<h1>Titel</h1><p>Eins<br>Zwei</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Titel\n\nEins\nZwei\n\na\n\nb',
    );
  });
  it('drops scripts, styles and handlers; keeps no markup (Google Docs, Word)', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span>Anstoß</span></p></b><style>p{}</style><script>alert(1)</script><img src=x onerror="alert(2)">';
    expect(htmlToPlainText(docs)).toBe('Anstoß');
    const word =
      '<html><head><title>x</title></head><body><p class=MsoNormal>Spiel<o:p></o:p></p></body></html>';
    expect(htmlToPlainText(word)).toBe('Spiel');
  });
  it('decodes entities and keeps a lone "<" as text', () => {
    expect(
      htmlToPlainText('<p>M&#252;ller &amp; S&#xf6;hne &ndash; 3 &lt; 4 &#x2013; a < b</p>'),
    ).toBe('Müller & Söhne – 3 < 4 – a < b');
    expect(htmlToPlainText('<!-- <p>x</p> --><p>ok</p>')).toBe('ok');
  });
  it('1 MB of HTML becomes text in a linear scan', () => {
    const huge = `<div>${'<span style="color:red" onclick="alert(4)">Tor</span> '.repeat(20_000)}</div>`;
    expect(huge.length).toBeGreaterThan(1_000_000);
    const text = htmlToPlainText(huge);
    expect(text.startsWith('Tor Tor')).toBe(true);
    expect(text).not.toContain('alert');
  });
  it('reads a stored article into blocks: allowed blocks kept, others become paragraphs', () => {
    expect(
      htmlToBlocks(
        '<h3>T</h3><div>lose</div><blockquote><h3>in</h3></blockquote><p><a href="/x" rel="nofollow">L</a></p>',
      ),
    ).toEqual([
      { type: 'h3', children: [{ kind: 'text', text: 'T' }] },
      { type: 'paragraph', children: [{ kind: 'text', text: 'lose' }] },
      { type: 'quote', children: [{ kind: 'text', text: 'in' }] },
      {
        type: 'paragraph',
        children: [
          { kind: 'link', href: '/x', nofollow: true, children: [{ kind: 'text', text: 'L' }] },
        ],
      },
    ]);
    expect(htmlToBlocks('')).toEqual([{ type: 'paragraph', children: [] }]);
    expect(htmlToBlocks('nur Text <b>fett</b>')).toEqual([
      {
        type: 'paragraph',
        children: [
          { kind: 'text', text: 'nur Text ' },
          { kind: 'text', text: 'fett', bold: true },
        ],
      },
    ]);
  });
});
