import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import {
  hostileEntry,
  noVideoEntry,
  recommendationsFixture,
  tvListFixture,
  videoListFixture,
} from './fixtures.ts';
import { tvContentProps, tvListProps, tvMagazineProps, videoPopupProps } from './props.ts';
import { TvContent } from './TvContent.tsx';
import { TvList } from './TvList.tsx';
import { TvMagazine } from './TvMagazine.tsx';
import { VideoPopup } from './VideoPopup.tsx';

type Resolver = Parameters<typeof http.get>[1];
const handlers = (path: string, resolver: Resolver) => ({
  msw: {
    handlers: [
      http.get(path, resolver),
      http.get('/ajax/tv/empfehlungen.json', () =>
        HttpResponse.json(recommendationsFixture(8, { final: true })),
      ),
    ],
  },
});
const byOffset =
  (answer: (offset: number) => Record<string, unknown>): Resolver =>
  ({ request }) =>
    HttpResponse.json(answer(Number(new URL(request.url).searchParams.get('offset') ?? 0)));

const meta = {
  title: 'Widgets/tv',
  render: () => (
    <TvMagazine
      props={tvMagazineProps.parse({ url: '/ajax/tv/empfehlungen.json' })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** tv-magazine: the video of the week, then 4 recommendations per page ("Weitere Empfehlungen"). */
export const Magazine: Story = {
  parameters: handlers(
    '/ajax/tv/empfehlungen.json',
    byOffset((offset) =>
      offset === 0
        ? recommendationsFixture(8, { final: false })
        : recommendationsFixture(4, { final: true, start: 9 }),
    ),
  ),
};
export const MagazineEmpty: Story = {
  parameters: handlers('/ajax/tv/empfehlungen.json', () => HttpResponse.json({ entries: [] })),
};
export const MagazineLoading: Story = {
  parameters: handlers('/ajax/tv/empfehlungen.json', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
};
export const MagazineServerError: Story = {
  parameters: handlers('/ajax/tv/empfehlungen.json', () => new HttpResponse('x', { status: 500 })),
};
export const MagazineEnglish: Story = {
  globals: { locale: 'en' },
  parameters: handlers('/ajax/tv/empfehlungen.json', () =>
    HttpResponse.json(recommendationsFixture(4)),
  ),
};

const content = () => (
  <TvContent
    props={tvContentProps.parse({
      url: '/ajax/tv/videos.json',
      recommendationsUrl: '/ajax/tv/empfehlungen.json',
    })}
    host={document.body}
  />
);

/** tv-content before consent: blurred preview and the consent wrapper; no iframe yet. */
export const ContentBeforeConsent: Story = {
  render: content,
  parameters: handlers('/ajax/tv/videos.json', () => HttpResponse.json(videoListFixture(5))),
};
export const ContentWithoutVideo: Story = {
  render: content,
  parameters: handlers('/ajax/tv/videos.json', () =>
    HttpResponse.json({ entries: [noVideoEntry] }),
  ),
};
export const ContentWithHtmlInTitle: Story = {
  render: content,
  parameters: handlers('/ajax/tv/videos.json', () =>
    HttpResponse.json({ entries: [hostileEntry] }),
  ),
};
export const ContentServerError: Story = {
  render: content,
  parameters: handlers('/ajax/tv/videos.json', () => HttpResponse.error()),
};

/** tv-list: 10 per answer, "Mehr laden" until final. */
export const List: Story = {
  render: () => (
    <TvList props={tvListProps.parse({ tvListUrl: '/ajax/tv/liste.json' })} host={document.body} />
  ),
  parameters: handlers(
    '/ajax/tv/liste.json',
    byOffset((offset) => tvListFixture(offset, 10, 25)),
  ),
};

/** video-popup before consent: "Video laden" opens the modal player. */
export const Popup: Story = {
  render: () => (
    <VideoPopup
      props={videoPopupProps.parse({
        playerUrl: 'https://player.example/player',
        videoId: '02TV0001X',
        title: 'Tor der Woche',
        image: '/bilder/tv/1.svg',
        service: 'tv-player',
        serviceName: 'Anstoss-TV-Player',
      })}
      host={document.body}
    />
  ),
};
