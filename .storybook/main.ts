import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // Storybook's own Vite config: the root vite.config.ts builds the library (runtime entry,
    // fixed chunk names) and must not leak into the Storybook build.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  // Widget and ui stories live beside their code (they import the workspace packages by name);
  // stories/ holds the stories that need no package.
  stories: [
    '../stories/**/*.stories.tsx',
    '../widgets/*/src/**/*.stories.tsx',
    '../packages/ui/src/**/*.stories.tsx',
  ],
  // MSW's worker script, generated with `pnpm exec msw init .storybook/public --save=false`, served
  // from the Storybook root. Only that file: the folder also holds the ESLint opt-out for it.
  // The stories' own pictures under the paths the fixtures use (/bilder/news/{hue}.svg from the
  // gallery fixtures, /bilder/tv/{n}.svg from the TV fixtures): drawn for Storybook, so no story
  // shows "Bild nicht verfügbar" for a picture only the reference CMS has.
  staticDirs: [
    { from: './public/mockServiceWorker.js', to: '/mockServiceWorker.js' },
    { from: './public/bilder', to: '/bilder' },
  ],
  core: { disableTelemetry: true },
};

export default config;
