import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { MarkupChecker } from './MarkupChecker.tsx';
import { markupCheckerProps } from './props.ts';
import { orderForDisplay, summarize } from './logic.ts';
import { createMarkupCheckerStore } from './store.ts';

beforeAll(() => {
  initTestI18n('de');
});

function renderChecker() {
  const props = markupCheckerProps.parse({});
  return render(<MarkupChecker props={props} host={document.createElement('div')} />);
}

async function check(markup: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Template-Markup' });
  await user.clear(field);
  // Pasting, not typing: braces would be read as key descriptors.
  await user.click(field);
  await user.paste(markup);
  await user.click(screen.getByRole('button', { name: 'Markup prüfen' }));
}

describe('markup-checker', () => {
  it('judges every host with the real widgets’ schemas and says why', async () => {
    const { container } = renderChecker();
    await check(`<div data-widget="comments" data-url="/ajax/comments/1" data-delete-url="/d" data-report-url="/r"></div>
      <div data-widget="comments" data-url="/ajax/comments/1" data-delet-url="/d"></div>
      <div data-widget="kommentare"></div>`);
    expect(
      await screen.findByText(
        '3 Widgets gefunden: 1 in Ordnung, 2 mit Fehlern, 0 mit unbekannten Attributen.',
        {},
        { timeout: 5000 },
      ),
    ).toHaveAttribute('role', 'status');
    const items = screen.getAllByRole('listitem').filter((li) => li.querySelector('h4'));
    // Problems first.
    expect(items[0]).toHaveTextContent('Widget 2: comments: wird nicht geladen');
    expect(
      within(items[0]!)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['data-delete-url', 'data-report-url']);
    expect(items[0]).toHaveTextContent(
      'data-delet-url: dieses Widget kennt das Attribut nicht. Gemeint ist wohl data-delete-url.',
    );
    expect(items[1]).toHaveTextContent('Widget 3: kommentare: unbekanntes Widget');
    expect(items[2]).toHaveTextContent('Widget 1: comments: in Ordnung');
    await expectNoAxeViolations(container);
  }, 20_000);

  it('shows scripts as text and never runs them', async () => {
    const spy = vi.fn();
    (window as unknown as { checkerWidgetSpy: () => void }).checkerWidgetSpy = spy;
    renderChecker();
    await check(
      '<script>checkerWidgetSpy()</script><div data-widget="count-up" data-value="x" onclick="checkerWidgetSpy()"><img src=x onerror="checkerWidgetSpy()"></div>',
    );
    expect(
      await screen.findByText(/Das Markup enthält 1 Skript/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^<div data-widget="count-up"/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  }, 20_000);

  it('asks for markup when the field is empty and says when no widget was found', async () => {
    renderChecker();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Markup prüfen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Bitte füge zuerst Markup ein.');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte füge zuerst Markup ein.'),
    );
    await check('<<<garbage>>> & </div></div>');
    expect(await screen.findByText(/Kein Widget gefunden/)).toBeInTheDocument();
  });
});

describe('logic and store', () => {
  const host = (index: number, verdict: 'ok' | 'invalid', unknown = 0) => ({
    index,
    name: 'x',
    tag: '<div>',
    verdict,
    problems: [],
    unknown: Array.from({ length: unknown }, () => ({ attribute: 'data-y', suggestion: null })),
    message: '',
  });

  it('counts fine, failing and warned hosts and orders problems first', () => {
    const hosts = [host(1, 'ok'), host(2, 'invalid'), host(3, 'ok', 1)];
    expect(summarize({ hosts, total: 4, scripts: 0, tooLong: false })).toEqual({
      count: 4,
      shown: 3,
      ok: 1,
      bad: 1,
      warned: 1,
    });
    expect(orderForDisplay(hosts).map((h) => h.index)).toEqual([2, 3, 1]);
  });

  it('keeps the answer of the latest check only', () => {
    const store = createMarkupCheckerStore();
    store.getState().setMarkup('<div></div>');
    const first = store.getState().start()!;
    const second = store.getState().start()!;
    store.getState().finished(second, { hosts: [], total: 0, scripts: 0, tooLong: false });
    store.getState().failed(first);
    expect(store.getState().status).toBe('done');
  });
});
