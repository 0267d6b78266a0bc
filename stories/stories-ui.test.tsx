// The stories of the building blocks (packages/ui) and the design tokens, tested as stories/storyTests.tsx describes.
import type * as Msw from 'msw';
import { vi } from 'vitest';
import { testStories, type StoryModule } from './storyTests.tsx';

vi.mock('msw', async (importOriginal) =>
  (await import('./storyTests.tsx')).countingInfiniteDelays(await importOriginal<typeof Msw>()),
);

testStories(
  import.meta.glob<StoryModule>(['./**/*.stories.tsx', '../packages/ui/src/**/*.stories.tsx'], {
    eager: true,
  }),
  20,
);
