import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emit,
  resetConsentStore,
  resetServiceConsentStore,
  saveConsent,
  serviceConsentStore,
} from '@anstoss/runtime/widget';
import { deleteCookie, writeCookie } from '@anstoss/storage';
import {
  expectConsoleWarn,
  expectNoAxeViolations,
  failOnFocusLoss,
  initTestI18n,
  describeLoadFaults,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import corpus from '../../../packages/api/src/xss-vectors.json';
import {
  hostileEntry,
  noVideoEntry,
  recommendationsFixture,
  tvEntryFixture,
  tvListFixture,
  videoListFixture,
} from './fixtures.ts';
import { tvContentProps, tvListProps, tvMagazineProps, videoPopupProps } from './props.ts';
import { TvContent } from './TvContent.tsx';
import { TvList } from './TvList.tsx';
import { TvMagazine } from './TvMagazine.tsx';
import { VideoPopup } from './VideoPopup.tsx';

const server = setupMswServer();
const recommendations = mockGetEndpoint(server, '/ajax/tv/empfehlungen.json');
const videos = mockGetEndpoint(server, '/ajax/tv/videos.json');
const list = mockGetEndpoint(server, '/ajax/tv/liste.json');
const SERVICES = 'FBDE_CONSENT_SERVICES';
const host = () => document.createElement('div');

const alerts = vi.fn();
beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  window.alert = alerts;
  alerts.mockClear();
  resetConsentStore();
  resetServiceConsentStore();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});
afterEach(() => {
  for (const name of ['FBDE_COOKIE_SETTINGS_CHOICE', 'FBDE_COOKIE_LAYER_DISMISS', SERVICES])
    deleteCookie(name);
  document.body.innerHTML = '';
});

const renderMagazine = () =>
  render(
    <TvMagazine
      props={tvMagazineProps.parse({ url: '/ajax/tv/empfehlungen.json' })}
      host={host()}
    />,
  );
const renderContent = (attributes: Record<string, string> = {}) =>
  render(
    <TvContent
      props={tvContentProps.parse({ url: '/ajax/tv/videos.json', ...attributes })}
      host={host()}
    />,
  );
const renderList = () =>
  render(<TvList props={tvListProps.parse({ tvListUrl: '/ajax/tv/liste.json' })} host={host()} />);

/** Answers ?offset=n with its own fixture, recording the offsets asked for. */
function respondByOffset(
  path: string,
  answer: (offset: number) => Record<string, unknown>,
): number[] {
  const offsets: number[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 'NaN');
      offsets.push(offset);
      return HttpResponse.json(answer(offset));
    }),
  );
  return offsets;
}

describe('tv-magazine', () => {
  it('the video of the week first, then 4 recommendations per page; paging asks offset + 5', async () => {
    const offsets = respondByOffset('/ajax/tv/empfehlungen.json', (offset) =>
      offset === 0
        ? recommendationsFixture(8, { final: false })
        : recommendationsFixture(4, { final: true, start: 9 }),
    );
    const user = userEvent.setup();
    const { container } = renderMagazine();
    const week = await screen.findByRole('region', { name: 'Video der Woche' });
    expect(within(week).getByRole('heading', { name: 'Tor der Woche' })).toBeInTheDocument();
    const recs = screen.getByRole('region', { name: 'Empfehlungen' });
    const titles = () =>
      within(recs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Video 1', 'Video 2', 'Video 3', 'Video 4']);
    expect(screen.getByText('Seite 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weitere Empfehlungen' }));
    expect(titles()).toEqual(['Video 5', 'Video 6', 'Video 7', 'Video 8']);
    expect(offsets).toEqual([0]);
    await user.click(screen.getByRole('button', { name: 'Weitere Empfehlungen' }));
    await waitFor(() => expect(titles()).toEqual(['Video 9', 'Video 10', 'Video 11', 'Video 12']));
    expect(offsets).toEqual([0, 5]);
    expect(screen.getByText('Seite 3 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weitere Empfehlungen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Vorherige Empfehlungen' }));
    expect(titles()).toEqual(['Video 5', 'Video 6', 'Video 7', 'Video 8']);
    await expectNoAxeViolations(container);
  }, 20_000);

  it('trims the recommendations to a multiple of 4', async () => {
    recommendations.respond(() => HttpResponse.json(recommendationsFixture(7)));
    renderMagazine();
    const recs = await screen.findByRole('region', { name: 'Empfehlungen' });
    expect(within(recs).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Seite 1 von 1')).toBeInTheDocument();
    expect(screen.queryByText('Video 5')).toBeNull();
  });

  it('default rating 5 without votes; the rating as a named image', async () => {
    recommendations.respond(() =>
      HttpResponse.json({
        entries: [tvEntryFixture(0, { title: 'Ohne Stimmen', votes: null })],
      }),
    );
    renderMagazine();
    expect(await screen.findByRole('img', { name: 'Bewertung: 5 von 5 Sternen' })).toBeVisible();
  });

  it('10,000 recommendations: four on screen', async () => {
    recommendations.respond(() => HttpResponse.json(recommendationsFixture(10_000)));
    renderMagazine();
    const recs = await screen.findByRole('region', { name: 'Empfehlungen' });
    expect(within(recs).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Seite 1 von 2500')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    initTestI18n('en');
    recommendations.respond(() => HttpResponse.json(recommendationsFixture(4)));
    renderMagazine();
    expect(await screen.findByRole('region', { name: 'Video of the week' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'More recommendations' })).toBeVisible();
    initTestI18n('de');
  });

  it('an empty answer: a short notice', async () => {
    recommendations.respond(() => HttpResponse.json({ success: true, entries: [] }));
    renderMagazine();
    expect(await screen.findByText('Zurzeit gibt es hier keine Videos.')).toBeInTheDocument();
  });

  it('HTML in titles and descriptions is sanitised (XSS corpus)', async () => {
    const vectors = corpus.vectors.slice(0, 120).map((v) => v.html);
    recommendations.respond(() =>
      HttpResponse.json({
        entries: [
          hostileEntry,
          ...vectors.map((html, i) => tvEntryFixture(100 + i, { title: html, description: html })),
        ],
      }),
    );
    const { container } = renderMagazine();
    await screen.findByRole('region', { name: 'Video der Woche' });
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror=alert("xss-title")>Trickschuss' }),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onload], [onclick]')).toBeNull();
    expect(container.querySelector('[href^="javascript" i]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Kontext' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alerts).not.toHaveBeenCalled();
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/tv/empfehlungen.json',
    schemaMismatch: { entries: [{ title: 42 }] },
    consoleWarn: '[anstoss] tv: could not load the recommendations',
    render: () => renderMagazine(),
  });
});

describe('tv-content', () => {
  it('before consent: blurred preview and the wrapper naming the service, no iframe', async () => {
    videos.respond(() => HttpResponse.json(videoListFixture()));
    const { container } = renderContent();
    const gate = await screen.findByRole('group', { name: 'Externes Video' });
    expect(gate).toHaveTextContent('Anstoss-TV-Player');
    expect(container.querySelector('iframe')).toBeNull();
    // The preview comes from the portal, never from the player's host.
    for (const img of container.querySelectorAll('img'))
      expect(img.getAttribute('src')).toMatch(/^http:\/\/localhost(:\d+)?\/bilder\/tv\//);
    await expectNoAxeViolations(container);
  });

  it('"Video laden": the player in an iframe, default quality high on desktop, for this time only', async () => {
    videos.respond(() => HttpResponse.json(videoListFixture()));
    const user = userEvent.setup();
    const { container } = renderContent({ videoId: '02TV0002X' });
    await user.click(await screen.findByRole('button', { name: 'Video laden' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://player.example/player?view=02TV0002X&play=true&allowfullscreen=true&quality=src_high',
    );
    expect(frame).toHaveFocus();
    expect(frame).toHaveAccessibleName('Videoplayer: Video 2');
    expect(screen.getByRole('radio', { name: 'Hoch' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Niedrig' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/quality=src$/);
    expect(document.cookie).not.toContain(SERVICES);
  });

  it('tablet default medium; falls back to the next lower quality that exists', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 900 });
    saveConsent({ functional: false, marketing: true });
    videos.respond(() =>
      HttpResponse.json({
        entries: [
          tvEntryFixture(1, {
            video: { folder: '', src: 'a.webm', src_medium: null, src_high: 'c.webm' },
          }),
        ],
      }),
    );
    const { container } = renderContent();
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/quality=src$/);
    expect(screen.queryByRole('radio', { name: 'Mittel' })).toBeNull();
  });

  it('marketing consent or a remembered service loads the player at once; garbage does not', async () => {
    videos.respond(() => HttpResponse.json(videoListFixture()));
    writeCookie(SERVICES, '{"tv-player":"yes"}', { domain: '' });
    const first = renderContent();
    expect(await screen.findByRole('group', { name: 'Externes Video' })).toBeVisible();
    first.unmount();
    resetServiceConsentStore();
    writeCookie(SERVICES, '{"tv-player":true}', { domain: '' });
    const { container } = renderContent();
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
  });

  it('"Immer laden" remembers the service; withdrawing removes the open player', async () => {
    videos.respond(() => HttpResponse.json(videoListFixture()));
    const user = userEvent.setup();
    const { container } = renderContent();
    await user.click(await screen.findByRole('button', { name: 'Immer laden' }));
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(serviceConsentStore.getState().services).toEqual(['tv-player']);
    act(() => serviceConsentStore.withdraw('tv-player'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('group', { name: 'Externes Video' })).toBeVisible();
  });

  it('a withdrawal also takes back a one-time "Video laden"', async () => {
    videos.respond(() => HttpResponse.json(videoListFixture()));
    const user = userEvent.setup();
    const { container } = renderContent();
    await user.click(await screen.findByRole('button', { name: 'Video laden' }));
    expect(container.querySelector('iframe')).not.toBeNull();
    act(() => emit('serviceConsentWithdrawn', { service: 'tv-player' }));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('an entry without any video source is shown without a player', async () => {
    videos.respond(() => HttpResponse.json({ entries: [noVideoEntry] }));
    const { container } = renderContent();
    expect(await screen.findByText('Für dieses Video gibt es keinen Player.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Pressekonferenz' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Video laden' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Qualität' })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('the third-party sports player page gets autoplay=true instead of play=true', async () => {
    saveConsent({ functional: false, marketing: true });
    videos.respond(() =>
      HttpResponse.json({
        entries: [
          tvEntryFixture(1, {
            player: { url: 'https://sport.example/embed', thirdParty: true, name: 'Sport-TV' },
          }),
        ],
      }),
    );
    const { container } = renderContent();
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://sport.example/embed?view=02TV0001X&autoplay=true&allowfullscreen=true&quality=src_high',
    );
  });

  it('choosing another video from the list shows it', async () => {
    videos.respond(() => HttpResponse.json(videoListFixture(3)));
    const user = userEvent.setup();
    renderContent();
    expect(await screen.findByRole('heading', { level: 2, name: 'Video 1' })).toBeVisible();
    const slider = screen.getByRole('region', { name: 'Weitere Videos' });
    await user.click(within(slider).getByRole('button', { name: /Video 2/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Video 2' })).toBeVisible();
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/tv/videos.json',
    schemaMismatch: { entries: 'none' },
    consoleWarn: '[anstoss] tv-content: could not load',
    render: () => renderContent(),
  });
});

describe('tv-list', () => {
  it('loads {tvListUrl}?offset, "Mehr laden" asks lastIndex + 1 until final', async () => {
    const offsets = respondByOffset('/ajax/tv/liste.json', (offset) =>
      tvListFixture(offset, 10, 25),
    );
    const user = userEvent.setup();
    const { container } = renderList();
    await screen.findByRole('heading', { name: 'Video 1' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getByText('10 weitere Einträge geladen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(offsets).toEqual([0, 10, 20]);
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
    await expectNoAxeViolations(container);
  }, 20_000);

  it('10,000 entries in one answer: 12 on screen, more from what is here', async () => {
    list.respond(() => HttpResponse.json(tvListFixture(0, 10_000, 10_000)));
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Video 1' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(list.requests).toHaveLength(1);
  });

  it('a failed "Mehr laden" keeps the list and offers a retry', async () => {
    let calls = 0;
    server.use(
      http.get('/ajax/tv/liste.json', () =>
        calls++ === 0
          ? HttpResponse.json(tvListFixture(0, 10, 25))
          : new HttpResponse('{', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expectConsoleWarn('[anstoss] tv-list: could not load');
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Video 1' });
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  describe('focus', () => {
    failOnFocusLoss();

    it('the last page removes "Mehr laden": focus goes to the first video it brought', async () => {
      respondByOffset('/ajax/tv/liste.json', (offset) => tvListFixture(offset, 10, 15));
      const user = userEvent.setup();
      renderList();
      await screen.findByRole('heading', { name: 'Video 1' });
      await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
      expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
      await waitFor(() => expect(screen.getByRole('link', { name: 'Video 11' })).toHaveFocus());
    });
  });

  it('empty: a short notice', async () => {
    list.respond(() => HttpResponse.json({ final: true, count: 0, entries: [] }));
    renderList();
    expect(await screen.findByText('Zurzeit gibt es hier keine Videos.')).toBeInTheDocument();
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/tv/liste.json',
    schemaMismatch: { entries: [{ id: {} }] },
    consoleWarn: '[anstoss] tv-list: could not load',
    render: () => renderList(),
  });
});

describe('video-popup', () => {
  const renderPopup = (attributes: Record<string, string> = {}) =>
    render(
      <VideoPopup
        props={videoPopupProps.parse({
          playerUrl: 'https://player.example/player',
          videoId: '02TV0001X',
          title: 'Tor der Woche',
          image: '/bilder/tv/1.svg',
          service: 'tv-player',
          serviceName: 'Anstoss-TV-Player',
          ...attributes,
        })}
        host={host()}
      />,
    );
  /** The open layer's player: the iframe comes in a task after the layer's first paint. */
  const playerFrame = async (dialog?: HTMLElement) => {
    const layer = dialog ?? (await screen.findByRole('dialog'));
    return waitFor(() => {
      const frame = layer.querySelector('iframe');
      if (!frame) throw new Error('no player iframe yet');
      return frame;
    });
  };

  it('before consent: blurred preview and wrapper; "Video laden" opens the modal player; Escape returns focus', async () => {
    const user = userEvent.setup();
    const { container } = renderPopup();
    expect(screen.getByRole('group', { name: 'Externes Video' })).toHaveTextContent(
      'Anstoss-TV-Player',
    );
    expect(document.querySelector('iframe')).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Video laden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tor der Woche' });
    expect((await playerFrame(dialog)).getAttribute('src')).toBe(
      'https://player.example/player?view=02TV0001X&play=true&allowfullscreen=true&quality=src_high',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Video abspielen: Tor der Woche' })).toHaveFocus();
  });

  it('the layer paints before the player frame is created; its box holds the place (issue 31)', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(screen.getByRole('button', { name: 'Immer laden' }));
    // In the commit that opens the layer: the dialog has focus and the player's 16:9 box, no frame.
    const dialog = screen.getByRole('dialog', { name: 'Tor der Woche' });
    expect(dialog).toHaveFocus();
    expect(dialog.querySelector('.ast-tv-player')).not.toBeNull();
    expect(dialog.querySelector('iframe')).toBeNull();
    // After the next frame: the player, in the same box.
    const frame = await playerFrame(dialog);
    expect(frame.closest('.ast-tv-player')).not.toBeNull();
    expect(dialog.querySelectorAll('.ast-tv-player')).toHaveLength(1);
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
  });

  describe('plays the device’s default quality, falling back to what the video has (spec §9 TV)', () => {
    const openedQuality = async (width: number, qualities?: string) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      const user = userEvent.setup();
      renderPopup(qualities ? { qualities } : {});
      await user.click(screen.getByRole('button', { name: 'Video laden' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tor der Woche' });
      const quality = new URL((await playerFrame(dialog)).src).searchParams.get('quality');
      await user.keyboard('{Escape}');
      return quality;
    };

    it('a phone gets the low quality, not the highest', async () => {
      expect(await openedQuality(390)).toBe('src');
    });

    it('a tablet gets medium', async () => {
      expect(await openedQuality(900)).toBe('src_medium');
    });

    it('a desktop without the high file gets medium', async () => {
      expect(await openedQuality(1280, 'src,src_medium')).toBe('src_medium');
    });

    it('a phone whose video has no low file gets the lowest one it has', async () => {
      expect(await openedQuality(390, 'src_medium, src_high')).toBe('src_medium');
    });

    it('the width when it opens counts; a resize while it plays keeps the player', async () => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
      const user = userEvent.setup();
      renderPopup();
      await user.click(screen.getByRole('button', { name: 'Immer laden' }));
      const frame = await playerFrame();
      expect(new URL(frame.src).searchParams.get('quality')).toBe('src');
      await user.click(screen.getByRole('button', { name: 'Video schließen' }));
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
      await user.click(screen.getByRole('button', { name: 'Video abspielen: Tor der Woche' }));
      const again = await playerFrame();
      expect(new URL(again.src).searchParams.get('quality')).toBe('src_high');
      // Narrowed while it plays: the same player, not a new one.
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
      act(() => window.dispatchEvent(new Event('resize')));
      expect(screen.getByRole('dialog').querySelector('iframe')).toBe(again);
      expect(new URL(again.src).searchParams.get('quality')).toBe('src_high');
      await user.keyboard('{Escape}');
    });
  });

  describe('focus in the player', () => {
    failOnFocusLoss();

    async function openPlayer() {
      const user = userEvent.setup();
      renderPopup();
      await user.click(screen.getByRole('button', { name: 'Video laden' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tor der Woche' });
      const frame = await playerFrame(dialog);
      return { user, dialog, frame };
    }

    it('Tab out of the player iframe stays in the layer: the close button', async () => {
      const { user, dialog, frame } = await openPlayer();
      frame.focus();
      // Tab from the player's last control: the browser moves focus out of the frame to the next
      // element of the page (user-event cannot Tab inside a frame's document).
      act(() => dialog.querySelector<HTMLElement>('[data-focus-sentinel]')!.focus());
      expect(screen.getByRole('button', { name: 'Video schließen' })).toHaveFocus();
      // Shift+Tab from the close button wraps back to the player.
      await user.tab({ shift: true });
      expect(frame).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Video schließen' }));
      expect(screen.getByRole('button', { name: 'Video abspielen: Tor der Woche' })).toHaveFocus();
    });

    it('Escape inside the player (its message) closes the layer, focus on the trigger', async () => {
      const { frame } = await openPlayer();
      frame.focus();
      // A page of another origin pretending to be the player is ignored.
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'anstoss:player-key', key: 'Escape' },
            origin: 'https://evil.example',
            source: frame.contentWindow,
          }),
        );
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'anstoss:player-key', key: 'Escape' },
            origin: 'https://player.example',
            source: frame.contentWindow,
          }),
        );
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Video abspielen: Tor der Woche' })).toHaveFocus();
    });
  });

  it('withdrawing the consent closes an open popup', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(screen.getByRole('button', { name: 'Immer laden' }));
    expect(await screen.findByRole('dialog', { name: 'Tor der Woche' })).toBeVisible();
    act(() => serviceConsentStore.withdraw('tv-player'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a preview image from another origin is not loaded', () => {
    const { container } = renderPopup({ image: 'https://player.example/thumb.jpg' });
    expect(container.querySelector('img')).toBeNull();
  });

  it('a player URL with a script scheme renders nothing', () => {
    const { container } = renderPopup({ playerUrl: 'javascript:alert(1)' });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('host attributes', () => {
  it('name the attribute and what is expected', () => {
    const magazine = tvMagazineProps.safeParse({});
    expect(magazine.success).toBe(false);
    const list = tvListProps.safeParse({ tvListUrl: ' ' });
    expect(list.error?.issues[0]?.message).toBe('data-tv-list-url must name the TV list endpoint');
    const popup = videoPopupProps.safeParse({
      playerUrl: '/p',
      videoId: '1',
      title: 'x',
      service: 'Bad Name',
    });
    expect(popup.error?.issues[0]?.message).toMatch(/^data-service must be/);
    const flag = videoPopupProps.safeParse({
      playerUrl: '/p',
      videoId: '1',
      title: 'x',
      thirdParty: 'ja',
    });
    expect(flag.success).toBe(false);
    const qualities = videoPopupProps.safeParse({
      playerUrl: '/p',
      videoId: '1',
      title: 'x',
      qualities: 'src,4k',
    });
    expect(qualities.error?.issues[0]?.message).toBe(
      'data-qualities must list src, src_medium and/or src_high, separated by commas',
    );
  });
});

describe("tv on an English page (the editors' German titles)", () => {
  beforeEach(() => {
    // An English page of the CMS: no German content area around the host.
    document.documentElement.setAttribute('lang', 'en');
    initTestI18n('en');
  });
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    initTestI18n('de');
  });

  it('magazine and list: titles and descriptions lang="de", the widget\'s headings not', async () => {
    recommendations.respond(() => HttpResponse.json(recommendationsFixture(4)));
    const magazine = renderMagazine();
    const week = await screen.findByRole('heading', { name: 'Tor der Woche' });
    expect(week).toHaveAttribute('lang', 'de');
    expect(
      screen.getByText(/^Beschreibung 0 mit/, { selector: 'p' }).closest('[lang]'),
    ).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { name: 'Video of the week' }).closest('[lang]')).toBe(
      document.documentElement,
    );
    magazine.unmount();
    list.respond(() => HttpResponse.json(tvListFixture(0, 12, 3)));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Video 1' })).toHaveAttribute('lang', 'de');
  });

  it('content page and popup: the video\'s title and description lang="de"', async () => {
    videos.respond(() => HttpResponse.json(videoListFixture()));
    const content = renderContent();
    expect(await screen.findByRole('heading', { name: 'Video 1', level: 2 })).toHaveAttribute(
      'lang',
      'de',
    );
    expect(screen.getAllByText('Video 2')[0]).toHaveAttribute('lang', 'de');
    await waitFor(() =>
      expect(
        screen.getByText(/^Beschreibung 1 mit/, { selector: 'p' }).closest('[lang]'),
      ).toHaveAttribute('lang', 'de'),
    );
    content.unmount();
    const popup = render(
      <VideoPopup
        props={videoPopupProps.parse({
          playerUrl: 'https://player.example/player',
          videoId: '02TV0001X',
          title: 'Tor der Woche',
          service: 'tv-player',
        })}
        host={host()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tor der Woche' });
    expect(within(dialog).getByRole('heading', { name: 'Tor der Woche' })).toHaveAttribute(
      'lang',
      'de',
    );
    popup.unmount(); // the layer lives at the end of <body>: gone before the body is emptied
  });
});
