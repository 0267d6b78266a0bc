import type { HeaderWarningResponse } from './api.ts';

/** Schema-valid sample responses, shared by tests, stories and the reference CMS. */
export const activeWarningFixture: HeaderWarningResponse = {
  active: '1',
  title: 'Wartungsarbeiten',
  text: 'Am Montag zwischen 2 und 4 Uhr ist die Ergebniseingabe nicht erreichbar.\nVielen Dank für dein Verständnis.',
};

export const inactiveWarningFixture: HeaderWarningResponse = { active: '0', title: '', text: '' };

/** A server that mixes markup into the text: it must appear as text, never run. */
export const markupWarningFixture: HeaderWarningResponse = {
  active: '1',
  title: 'Hinweis <b>fett</b>',
  text: '<img src=x onerror="alert(1)"> Bitte beachten.',
};

/** Bodies that fail the schema (active missing, wrong types). */
export const schemaMismatchWarning = { title: 42, text: ['kein', 'Text'] };
