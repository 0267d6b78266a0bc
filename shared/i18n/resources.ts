/**
 * Both languages as the build ships them (shared texts plus every widget's own), bundled in, for
 * tests and Storybook where no language file is fetched. The build merges the same files in
 * scripts/languages.ts.
 */
import sharedDe from './lang-de.json';
import sharedEn from './lang-en.json';

type Dictionary = Record<string, string>;

const widgetDe = import.meta.glob<Dictionary>('../../widgets/*/i18n/de.json', {
  eager: true,
  import: 'default',
});
const widgetEn = import.meta.glob<Dictionary>('../../widgets/*/i18n/en.json', {
  eager: true,
  import: 'default',
});

function merge(shared: Dictionary, widgets: Record<string, Dictionary>): Dictionary {
  return Object.assign({}, shared, ...Object.values(widgets)) as Dictionary;
}

export const langResources = { de: merge(sharedDe, widgetDe), en: merge(sharedEn, widgetEn) };
