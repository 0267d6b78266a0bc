// The stories of the widgets d… to o…, tested as stories/storyTests.tsx describes.
import type * as Msw from 'msw';
import { vi } from 'vitest';
import { testStories, type StoryModule } from './storyTests.tsx';

vi.mock('msw', async (importOriginal) =>
  (await import('./storyTests.tsx')).countingInfiniteDelays(await importOriginal<typeof Msw>()),
);

testStories(
  import.meta.glob<StoryModule>(['../widgets/[d-o]*/src/**/*.stories.tsx'], { eager: true }),
  19,
);
