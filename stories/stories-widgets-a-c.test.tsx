// The stories of the widgets a… to c…, tested as stories/storyTests.tsx describes.
import type * as Msw from 'msw';
import { vi } from 'vitest';
import { testStories, type StoryModule } from './storyTests.tsx';

vi.mock('msw', async (importOriginal) =>
  (await import('./storyTests.tsx')).countingInfiniteDelays(await importOriginal<typeof Msw>()),
);

testStories(
  import.meta.glob<StoryModule>(['../widgets/[a-c]*/src/**/*.stories.tsx'], { eager: true }),
  14,
);
