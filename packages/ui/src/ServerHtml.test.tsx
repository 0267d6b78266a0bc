import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSanitizerReady, loadSanitizer } from '@anstoss/api';
import { expectNoAxeViolations, initTestI18n } from './testing/index.ts';
import { ServerHtml } from './ServerHtml.tsx';

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ServerHtml before DOMPurify is loaded', () => {
  it('loads the sanitiser on first use: empty until then, then the content', async () => {
    expect(isSanitizerReady()).toBe(false);
    const { container } = render(
      <ServerHtml html={'<p>Erster <b>Kommentar</b></p>'} className="t" />,
    );
    expect(container.querySelector('.t')).toBeEmptyDOMElement();
    expect(await screen.findByText('Kommentar')).toBeInTheDocument();
    expect(isSanitizerReady()).toBe(true);
  });
});

describe('ServerHtml', () => {
  beforeAll(() => loadSanitizer());

  it('shows the sanitised markup: scripts and handlers gone, text and links kept', async () => {
    const { container } = render(
      <ServerHtml
        html={
          '<p onclick="alert(1)">Tor durch <strong>Müller</strong></p><script>alert(1)</script><a href="/spiel/1">Zum Spiel</a>'
        }
      />,
    );
    expect(screen.getByText('Müller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Spiel' })).toHaveAttribute('href', '/spiel/1');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('gives links that open a new window rel="noopener noreferrer"', () => {
    render(
      <ServerHtml
        html={'<a href="https://example.org" target="_blank" rel="nofollow">Extern</a>'}
      />,
    );
    const rel = screen.getByRole('link', { name: 'Extern' }).getAttribute('rel') ?? '';
    expect(rel.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });

  const hooks =
    '<div data-widget="report-tool" data-url="https://evil.example/x"><script type="application/json" data-props>{"a":1}</script></div>' +
    '<div id="SPMADS_fbde_FAKE-1" class="ad">Anzeige?</div>' +
    '<p data-href="/weg" data-condition="loggedIn" name="x">Text <a id="top" href="/a">Link</a></p>';

  it("keeps the page's hooks (widget hosts, ids, data attributes) in the CMS's own markup", () => {
    const { container } = render(<ServerHtml html={hooks} />);
    expect(
      container.querySelector('[data-widget="report-tool"] script[data-props]'),
    ).not.toBeNull();
    expect(container.querySelector('#SPMADS_fbde_FAKE-1')).not.toBeNull();
    expect(container.querySelector('[data-href]')).not.toBeNull();
  });

  it('strips every page hook from user-written markup: no widget host, ad slot, behaviour or id', () => {
    const { container } = render(<ServerHtml html={hooks} source="user" />);
    const inner = container.firstElementChild as HTMLElement;
    expect(inner.querySelector('script')).toBeNull();
    expect(inner.querySelector('[id]')).toBeNull();
    expect(inner.querySelector('[name]')).toBeNull();
    const attributes = [...inner.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => a.name),
    );
    expect(attributes.filter((name) => name.startsWith('data-'))).toEqual([]);
    expect(screen.getByText('Anzeige?')).toHaveClass('ad');
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute('href', '/a');
  });

  it('marks images without alt as decorative', async () => {
    const { container } = render(<ServerHtml html={'<p><img src="/a.jpg">Bild</p>'} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    await expectNoAxeViolations(container);
  });

  it.each([
    '<frameset><frame src=x></frameset>',
    '<html><head></head><frameset cols="50%"><frame src="javascript:alert(1)"></frameset></html>',
  ])('renders nothing, and does not throw, for a frameset document: %s', async (html) => {
    const { container } = render(
      <section>
        <h2>Kommentare</h2>
        <ServerHtml html={html} className="text" />
      </section>,
    );
    expect(screen.getByRole('heading', { name: 'Kommentare' })).toBeInTheDocument();
    expect(container.querySelector('.text')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('replaces its content when the HTML changes, also from and to a hostile one', async () => {
    function Switcher() {
      const [html, setHtml] = useState('<p>Erster</p>');
      return (
        <>
          <button type="button" onClick={() => setHtml('<frameset></frameset>')}>
            böse
          </button>
          <button type="button" onClick={() => setHtml('<p>Dritter</p>')}>
            gut
          </button>
          <ServerHtml html={html} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Switcher />);
    expect(screen.getByText('Erster')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'böse' }));
    expect(screen.queryByText('Erster')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'gut' }));
    expect(screen.getByText('Dritter')).toBeInTheDocument();
  });
});
