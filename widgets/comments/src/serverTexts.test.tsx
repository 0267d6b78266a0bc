import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isSanitizerReady, loadSanitizer } from '@anstoss/api';
import { initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { Comments } from './Comments.tsx';
import { commentsProps } from './props.ts';
import type * as Api from '@anstoss/api';

vi.mock('@anstoss/api', async (original) => {
  const api = await original<typeof Api>();
  return { ...api, loadSanitizer: vi.fn(api.loadSanitizer) };
});

// Own file: the sanitiser is loaded once per module graph, and this test needs it unloaded.
// Issue 31: the thread's first page is server HTML already in the article; DOMPurify (12 kB gzip)
// loaded at once for it on every article.
setupMswServer();
const page = (html: string, id: number) => ({
  success: true,
  total: 1,
  nextOffset: null,
  comments: [{ id, name: 'Max M.', date: '2026-03-14T10:00:00Z', html, repliesUrl: null }],
});
const serverText = 'Starkes Spiel der <b>Zweiten</b> &ndash; wirklich!';

function renderThread(firstPageHtml: string, id = 7) {
  const host = document.createElement('div');
  host.innerHTML = `<ol class="ast-comments__list"><li class="ast-comment" data-comment-id="7"><article><div class="ast-comment__text">${serverText}</div></article></li></ol>`;
  const props = commentsProps.parse({
    url: '/ajax/comments/4711',
    deleteUrl: '/ajax/comments/delete',
    reportUrl: '/ajax/comments/report',
    firstPage: page(firstPageHtml, id),
  });
  return render(<Comments props={props} host={host} />);
}

beforeAll(() => initTestI18n('de'));

describe('the server-rendered first page', () => {
  it('shows the server’s comment text without the sanitiser, and sanitises a text the page did not render', async () => {
    const first = renderThread(serverText);
    expect(screen.getByText('Zweiten').tagName).toBe('B');
    expect(screen.getByText(/wirklich!/)).toBeInTheDocument();
    expect(loadSanitizer).not.toHaveBeenCalled();
    first.unmount();

    // The props hold markup the server cleaned on its way into the page (an imported old post):
    // the page's own text is shown, as it came with the page, still without the sanitiser.
    const cleaned = renderThread('Anders <img src="x" onerror="alert(1)">');
    expect(screen.getByText(/wirklich!/)).toBeInTheDocument();
    expect(screen.queryByText(/Anders/)).toBeNull();
    expect(document.querySelector('.ast-comment__text img')).toBeNull();
    expect(loadSanitizer).not.toHaveBeenCalled();
    expect(isSanitizerReady()).toBe(false);
    cleaned.unmount();

    // A comment the page did not render: only the sanitised props are shown.
    renderThread('Anders <img src="x" onerror="alert(1)">', 8);
    expect(await screen.findByText(/Anders/)).toBeInTheDocument();
    expect(isSanitizerReady()).toBe(true);
    expect(screen.queryByText(/wirklich!/)).toBeNull();
    expect(document.querySelector('.ast-comment__text img')?.getAttribute('onerror')).toBeNull();
  });
});
