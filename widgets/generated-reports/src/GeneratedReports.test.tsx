import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { GeneratedReports } from './GeneratedReports.tsx';
import { generatedReportsProps } from './props.ts';

const server = setupMswServer();
let imports: URLSearchParams[] = [];
const BASE = '/ajax/spielberichte/generiert';

function respondReports(resolver: () => Response) {
  server.use(http.get(`${BASE}/spiel/:value`, resolver));
}
function respondImport(resolver: () => Response) {
  server.use(
    http.post('/ajax/spielberichte/import', async ({ request }) => {
      imports.push(new URLSearchParams(await request.text()));
      return resolver();
    }),
  );
}

const options = [
  { value: '101', label: 'SV Nord – FC Süd, 1. März' },
  { value: '102', label: 'FC Süd – TuS Ost, 8. März' },
];

function renderWidget(overrides: Record<string, unknown> = {}) {
  const props = generatedReportsProps.parse({
    selectUrl: BASE,
    name: 'spiel',
    importUrl: '/ajax/spielberichte/import',
    options,
    ...overrides,
  });
  return render(<GeneratedReports props={props} host={document.createElement('div')} />);
}

const chooseMatch = (value: string) =>
  fireEvent.change(screen.getByLabelText('Spiel'), { target: { value } });

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  imports = [];
});

describe('generated-reports', () => {
  it('a match with reports: the "exist" hint, import disabled until a real option; axe', async () => {
    respondReports(() =>
      HttpResponse.json([
        { id: 9001, name: 'Kurzbericht' },
        { id: '02IEQ6L1J4000000VS5489B3VU2TDLOS', name: 'Ausführlicher Bericht' },
      ]),
    );
    respondImport(() =>
      HttpResponse.json({ success: true, message: '', url: '/news/bericht-9001' }),
    );
    const { container } = renderWidget();
    expect(screen.queryByRole('status')).toBeNull();
    chooseMatch('101');
    expect(
      await screen.findByText('Zu dieser Auswahl gibt es generierte Spielberichte.'),
    ).toBeInTheDocument();
    const button = () => screen.getByRole('button', { name: 'Spielbericht importieren' });
    expect(button()).toBeDisabled();
    const report = screen.getByLabelText('Generierter Spielbericht');
    fireEvent.change(report, { target: { value: '2' } });
    expect(button()).toBeEnabled();
    fireEvent.change(report, { target: { value: '0' } });
    expect(button()).toBeDisabled();
    fireEvent.change(report, { target: { value: '1' } });
    await expectNoAxeViolations(container);
    fireEvent.click(button());
    expect(await screen.findByText('Der Spielbericht wurde importiert.')).toBeInTheDocument();
    expect(imports[0]?.get('id')).toBe('9001');
    expect(screen.getByRole('link', { name: 'Zum importierten Spielbericht' })).toHaveAttribute(
      'href',
      `${location.origin}/news/bericht-9001`,
    );
  });

  it("a new choice never shows the previous match's reports while loading", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${BASE}/spiel/101`, () => HttpResponse.json([{ id: 1, name: 'Kurzbericht' }])),
      http.get(`${BASE}/spiel/102`, async () => {
        await held;
        return HttpResponse.json([]);
      }),
    );
    renderWidget();
    chooseMatch('101');
    expect(await screen.findByLabelText('Generierter Spielbericht')).toBeInTheDocument();
    chooseMatch('102');
    expect(screen.queryByLabelText('Generierter Spielbericht')).toBeNull();
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    release();
    expect(
      await screen.findByText('Zu dieser Auswahl gibt es keine generierten Spielberichte.'),
    ).toBeInTheDocument();
  });

  it('an empty list: the "don\'t exist" hint and no import form', async () => {
    respondReports(() => HttpResponse.json([]));
    renderWidget();
    chooseMatch('102');
    expect(
      await screen.findByText('Zu dieser Auswahl gibt es keine generierten Spielberichte.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /importieren/ })).toBeNull();
  });

  describe('after an import, focus is on the result or the error, never on <body>', () => {
    async function importFirst(user: ReturnType<typeof userEvent.setup>) {
      respondReports(() => HttpResponse.json([{ id: 1, name: 'Kurzbericht' }]));
      renderWidget();
      chooseMatch('101');
      await user.selectOptions(await screen.findByLabelText('Generierter Spielbericht'), '1');
      await user.click(screen.getByRole('button', { name: 'Spielbericht importieren' }));
    }

    it('success: the result holds focus and is in the polite region', async () => {
      respondImport(() => HttpResponse.json({ success: true, message: 'Importiert: Kurzbericht' }));
      const user = userEvent.setup();
      await importFirst(user);
      const result = await screen.findByText('Importiert: Kurzbericht');
      await waitFor(() => expect(result).toHaveFocus());
      expect(result.closest('[aria-live="polite"]')).not.toBeNull();
    });

    it('refused: the server text holds focus, the choice stays', async () => {
      respondImport(() =>
        HttpResponse.json(
          { success: false, error: { message: 'Schon importiert.' } },
          { status: 409 },
        ),
      );
      const user = userEvent.setup();
      await importFirst(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Schon importiert.');
      await waitFor(() => expect(alert).toHaveFocus());
      expect(screen.getByLabelText('Generierter Spielbericht')).toHaveValue('1');
      expect(screen.getByRole('button', { name: 'Spielbericht importieren' })).toBeEnabled();
    });

    it('refused as HTTP 200 { success: false, message }: that text is the error and holds focus', async () => {
      respondImport(() =>
        HttpResponse.json({ success: false, message: 'Der Bericht ist bereits importiert.' }),
      );
      const user = userEvent.setup();
      await importFirst(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Der Bericht ist bereits importiert.');
      await waitFor(() => expect(alert).toHaveFocus());
      expect(document.activeElement).not.toBe(document.body);
      expect(screen.getByLabelText('Generierter Spielbericht')).toHaveValue('1');
    });
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const importButton = () =>
    screen.getByRole('button', { name: /^(Spielbericht importieren|Wird importiert)/ });
  describeWriteFaults('faults of the import: the choice stays, focus on the error', {
    server,
    path: '/ajax/spielberichte/import',
    schemaMismatch: { success: 'ja' },
    render: () => {
      respondReports(() => HttpResponse.json([{ id: 1, name: 'Kurzbericht' }]));
      view = renderWidget();
    },
    submit: async (user) => {
      chooseMatch('101');
      await user.selectOptions(await screen.findByLabelText('Generierter Spielbericht'), '1');
      await user.click(importButton());
    },
    submitButton: importButton,
    busyText: 'Wird importiert …',
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('alert')
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      expect(screen.getByLabelText('Spiel')).toHaveValue('101');
      expect(screen.getByLabelText('Generierter Spielbericht')).toHaveValue('1');
      expect(importButton()).toBeEnabled();
      expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    },
    retry: {
      control: importButton,
      success: { success: true, message: 'Fertig' },
      expectDone: async (body) => {
        await waitFor(() => expect(screen.getByText('Fertig')).toHaveFocus());
        expect(new URLSearchParams(body).get('id')).toBe('1');
      },
    },
    unmount: () => view?.unmount(),
  });

  it('1000 choices and 10,000 reports render as options', async () => {
    respondReports(() =>
      HttpResponse.json(Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `B ${i}` }))),
    );
    const many = Array.from({ length: 1000 }, (_, i) => ({
      value: String(i + 1),
      label: `S ${i}`,
    }));
    renderWidget({ options: many });
    chooseMatch('1');
    const select = await screen.findByLabelText('Generierter Spielbericht', {}, { timeout: 8000 });
    expect(select.querySelectorAll('option')).toHaveLength(10_001);
  }, 20_000);

  describeLoadFaults('faults of the reports: an error with retry', {
    server,
    path: `${BASE}/spiel/:value`,
    schemaMismatch: { reports: [] },
    consoleWarn: '[anstoss] generated-reports: could not load',
    render: () => {
      renderWidget();
      chooseMatch('101');
    },
  });

  describe('props name the attribute', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ selectUrl: ' ' }, 'data-select-url'],
      [{ importUrl: '' }, 'data-import-url'],
      [{ name: 'Spiel ID' }, 'data-name'],
      [{ options: 'x' }, 'options'],
    ];
    for (const [change, name] of cases)
      it(name, () => {
        const result = generatedReportsProps.safeParse({
          selectUrl: BASE,
          name: 'spiel',
          importUrl: '/i',
          options,
          ...change,
        });
        expect(JSON.stringify(result.error?.issues)).toContain(name);
      });
  });
});
