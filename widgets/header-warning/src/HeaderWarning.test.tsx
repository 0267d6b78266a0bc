import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { dismissedCookie } from './api.ts';
import {
  activeWarningFixture,
  inactiveWarningFixture,
  markupWarningFixture,
  schemaMismatchWarning,
} from './fixtures.ts';
import { HeaderWarning } from './HeaderWarning.tsx';
import { headerWarningProps } from './props.ts';

const ENDPOINT = '/ajax/header-warning.json';
const server = setupMswServer();
const endpoint = mockGetEndpoint(server, ENDPOINT);
const respond = endpoint.respond;
const settled = endpoint.settled;

function renderWidget(attributes: Record<string, unknown> = {}) {
  const props = headerWarningProps.parse({ url: ENDPOINT, ...attributes });
  return render(<HeaderWarning props={props} host={document.createElement('div')} />);
}

beforeAll(() => {
  initTestI18n('de');
});
const DISMISSED = dismissedCookie('FBDE');
const dismissedValue = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${DISMISSED}=`))
    ?.slice(DISMISSED.length + 1);
beforeEach(() => {
  document.cookie = `${DISMISSED}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});
afterEach(() => {
  vi.restoreAllMocks();
  initTestI18n('de');
});

describe('header-warning', () => {
  it("shows title and text when active is '1'", async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Wartungsarbeiten' });
    expect(region).toHaveTextContent('Ergebniseingabe nicht erreichbar');
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeInTheDocument();
  });

  it('shows the warning the CMS rendered at once, without a request', () => {
    let requests = 0;
    respond(() => {
      requests += 1;
      return HttpResponse.json(inactiveWarningFixture);
    });
    renderWidget({ warning: activeWarningFixture });
    expect(screen.getByRole('region', { name: 'Wartungsarbeiten' })).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('an inactive or dismissed warning from the CMS shows nothing, without a request', async () => {
    let requests = 0;
    respond(() => {
      requests += 1;
      return HttpResponse.json(activeWarningFixture);
    });
    const user = userEvent.setup();
    const first = renderWidget({ warning: activeWarningFixture });
    await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    first.unmount();
    const dismissed = renderWidget({ warning: activeWarningFixture });
    expect(dismissed.container).toBeEmptyDOMElement();
    dismissed.unmount();
    const inactive = renderWidget({ warning: inactiveWarningFixture });
    expect(inactive.container).toBeEmptyDOMElement();
    expect(requests).toBe(0);
  });

  it('shows nothing while the request is in flight', async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    const { container } = renderWidget();
    expect(container).toBeEmptyDOMElement();
    await screen.findByRole('region');
  });

  it('stays hidden when the warning is inactive', async () => {
    respond(() => HttpResponse.json(inactiveWarningFixture));
    const { container } = renderWidget();
    await settled();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows markup in the text as text, never as HTML', async () => {
    respond(() => HttpResponse.json(markupWarningFixture));
    const { container } = renderWidget();
    const region = await screen.findByRole('region');
    expect(region).toHaveTextContent('<img src=x onerror="alert(1)"> Bitte beachten.');
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('is dismissible for the session and stays dismissed in a new instance', async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    const user = userEvent.setup();
    const first = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(dismissedValue()).toBeTruthy();
    first.unmount();

    const second = renderWidget();
    await settled(2);
    expect(second.container).toBeEmptyDOMElement();
  });

  it('closing moves focus on to the page content, never to the body', async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    const user = userEvent.setup();
    const main = document.body.appendChild(document.createElement('main'));
    renderWidget();
    const close = await screen.findByRole('button', { name: 'Hinweis schließen' });
    close.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(main).toHaveFocus();
    main.remove();
  });

  it('shows a changed warning again after an earlier one was dismissed', async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    const user = userEvent.setup();
    const first = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Hinweis schließen' }));
    first.unmount();

    respond(() => HttpResponse.json({ ...activeWarningFixture, title: 'Neuer Hinweis' }));
    renderWidget();
    expect(await screen.findByRole('region', { name: 'Neuer Hinweis' })).toBeInTheDocument();
  });

  it('never throws when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    respond(() => HttpResponse.json(activeWarningFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('has no close button with data-dismissible="false"', async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    renderWidget({ dismissible: 'false' });
    await screen.findByRole('region');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is named "Wichtiger Hinweis" when the warning has no title', async () => {
    respond(() => HttpResponse.json({ active: '1', title: '', text: 'Nur Text' }));
    renderWidget();
    expect(await screen.findByRole('region', { name: 'Wichtiger Hinweis' })).toHaveTextContent(
      'Nur Text',
    );
  });

  it('speaks English when the language is English', async () => {
    initTestI18n('en');
    respond(() => HttpResponse.json({ active: '1', title: '', text: 'Maintenance' }));
    renderWidget();
    expect(await screen.findByRole('region', { name: 'Important notice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notice' })).toBeInTheDocument();
  });

  it('in English the editors\' German title and text are marked lang="de", its own labels not', async () => {
    initTestI18n('en');
    respond(() => HttpResponse.json(activeWarningFixture));
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Wartungsarbeiten' });
    expect(screen.getByText('Wartungsarbeiten')).toHaveAttribute('lang', 'de');
    expect(screen.getByText(/Ergebniseingabe nicht erreichbar/)).toHaveAttribute('lang', 'de');
    expect(region.querySelector('[lang]:not(p)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close notice' }).closest('[lang]')).toBeNull();
  });

  it('in German nothing is marked', async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Wartungsarbeiten' });
    expect(region.querySelector('[lang]')).toBeNull();
  });

  it('has no axe violations when shown', async () => {
    respond(() => HttpResponse.json(activeWarningFixture));
    const { container } = renderWidget();
    await screen.findByRole('region');
    await expectNoAxeViolations(container);
  });

  let shown: HTMLElement | null = null;
  describeLoadFaults('faults: the banner stays hidden and the page goes on', {
    server,
    path: ENDPOINT,
    schemaMismatch: schemaMismatchWarning,
    consoleWarn: '[anstoss] header-warning: could not load',
    render: () => {
      shown = renderWidget().container;
    },
    // An optional notice that cannot load is no reason for an error box on every page.
    silent: { container: () => shown },
  });
});
