// The stories of the widgets p… to z…, tested as stories/storyTests.tsx describes.
import type * as Msw from 'msw';
import { vi } from 'vitest';
import { testStories, type StoryModule } from './storyTests.tsx';

vi.mock('msw', async (importOriginal) =>
  (await import('./storyTests.tsx')).countingInfiniteDelays(await importOriginal<typeof Msw>()),
);

testStories(
  import.meta.glob<StoryModule>(['../widgets/[p-z]*/src/**/*.stories.tsx'], { eager: true }),
  17,
);
