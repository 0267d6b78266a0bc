import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as api from '@anstoss/api';
import { expectConsoleWarn } from '../../../scripts/console-guard.ts';
import { initTestI18n } from './testing/index.ts';
import { ServerHtml } from './ServerHtml.tsx';

// The sanitiser's chunk is loaded by ServerHtml itself, on demand (issue 31): these tests control
// when (and whether) it arrives. Its own file: once loaded, the sanitiser stays for the module.
const load = vi.hoisted(() => ({ fail: 0, calls: 0 }));
vi.mock('@anstoss/api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    loadSanitizer: () => {
      load.calls += 1;
      if (load.fail > 0) {
        load.fail -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return actual.loadSanitizer();
    },
  };
});

beforeAll(() => {
  initTestI18n('de');
});

const serverMarkup = (html: string): Node[] => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes];
};

describe('ServerHtml loads the sanitiser only for HTML the page does not already show', () => {
  it('shows what the server rendered without loading it, also where the server cleaned the markup', () => {
    const hostile =
      '<p>Alter Beitrag <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">Link</a></p>';
    const { container } = render(
      <>
        <ServerHtml
          html="<p>Erster <b>Kommentar</b></p>"
          rendered={serverMarkup('<p>Erster <b>Kommentar</b></p>')}
          source="user"
        />
        <ServerHtml
          html={hostile}
          renderedFrom={hostile}
          rendered={serverMarkup('Alter Beitrag Link')}
          source="user"
        />
      </>,
    );
    expect(screen.getByText('Kommentar')).toBeInTheDocument();
    expect(container).toHaveTextContent('Alter Beitrag Link');
    expect(container.querySelector('img, a, [aria-busy]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load.calls).toBe(0);
    expect(api.isSanitizerReady()).toBe(false);
  });

  it('holds a loader while the chunk loads, offers a retry when it fails, then shows the HTML', async () => {
    load.fail = 1;
    expectConsoleWarn('could not be loaded');
    const user = userEvent.setup();
    const { container } = render(
      <ServerHtml
        html={'<p>Neue <b>Antwort</b> <img src="x" onerror="alert(1)"></p>'}
        className="text"
      />,
    );
    const element = container.querySelector('.text');
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(element).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Antwort')).toBeInTheDocument();
    expect(element).not.toHaveAttribute('aria-busy');
    expect(element?.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load.calls).toBe(2);
  });

  it('a changed text of a server-rendered comment is new HTML: sanitised, not the old nodes', () => {
    const first = '<p>Vorher</p>';
    render(
      <ServerHtml
        html="<p>Nachher <b>bearbeitet</b></p>"
        renderedFrom={first}
        rendered={serverMarkup(first)}
      />,
    );
    expect(screen.queryByText('Vorher')).toBeNull();
    expect(screen.getByText('bearbeitet')).toBeInTheDocument();
  });
});
