import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
// Relative on purpose: the repository root does not link the workspace packages, so Storybook
// reaches @anstoss/i18n through the ui package's dev helper (which imports it by name).
import { initTestI18n } from '../packages/ui/src/testing/i18n.ts';
import { setNavigation } from '../packages/runtime/src/navigation.ts';
import '../shared/styles/index.css';
import './preview.css';

// A story never leaves Storybook: navigation is logged to the browser console instead.
setNavigation({
  go: (url) => console.info('navigate', url),
  open: (url, target) => {
    console.info('open', url, target);
    return null;
  },
  reload: () => console.info('reload'),
});

// Synchronous: both language files are bundled, so the first story renders with its texts.
const i18n = initTestI18n('de');

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Sprache der Widgets',
      toolbar: {
        title: 'Sprache',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'de' },
  loaders: [
    // Starts the MSW worker and applies each story's `parameters.msw.handlers`.
    mswLoader(),
    async ({ globals }) => {
      await i18n.changeLanguage(globals.locale === 'en' ? 'en' : 'de');
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
