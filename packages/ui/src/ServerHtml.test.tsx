import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSanitizerReady, loadSanitizer } from '@anstoss/api';
import { expectNoAxeViolations } from './testing/index.ts';
import { ServerHtml } from './ServerHtml.tsx';

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
