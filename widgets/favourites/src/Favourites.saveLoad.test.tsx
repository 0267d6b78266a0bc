import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { savedAnswerFixture } from './fixtures.ts';
import { Favourites } from './Favourites.tsx';
import { favouritesProps } from './props.ts';
import type * as SavePart from './save.ts';

// The save's write part (save.ts) loads on the first approach or press (issue 31). Here its
// loading fails as often as `failures.left` says, as a lost chunk would.
const failures = vi.hoisted(() => ({ left: 0 }));
vi.mock('./save.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SavePart>();
  return {
    ...actual,
    createSaveAction: (...args: Parameters<typeof actual.createSaveAction>) => {
      if (failures.left > 0) {
        failures.left -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return actual.createSaveAction(...args);
    },
  };
});

const SAVE = '/ajax/favourites/save';
const server = setupMswServer();

beforeAll(() => initTestI18n('de'));
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

it('a save part that cannot load: the generic error, nothing sent, the next press loads and saves', async () => {
  document.cookie = 'FBDE_LOGIN=1; path=/';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let posts = 0;
  server.use(
    http.post(SAVE, () => {
      posts++;
      return HttpResponse.json(savedAnswerFixture);
    }),
  );
  failures.left = 1;
  const props = favouritesProps.parse({ saveUrl: SAVE, fwUrl: '/verein/fc', label: 'FC' });
  render(<Favourites props={props} host={document.createElement('div')} />);
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Als Favorit speichern: FC' });

  await user.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Es ist ein unbekannter Fehler aufgetreten.',
  );
  expect(posts).toBe(0);
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-pressed', 'false');

  await user.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('status')).toHaveTextContent('Zu deinen Favoriten hinzugefügt.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(posts).toBe(1);
  expect(button).toHaveFocus();
});
