import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { emit } from '@anstoss/runtime/widget';
import { expectNoAxeViolations, initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { ProfileImageSource } from './ProfileImageSource.tsx';
import { profileImageSourceProps } from './props.ts';

const URL_ = '/ajax/profil/bildquelle';
const server = setupMswServer();
const seen: string[] = [];
function answer(resolver: () => Response) {
  seen.length = 0;
  server.use(
    http.get(URL_, ({ request }) => {
      seen.push(new URL(request.url).search);
      return resolver();
    }),
  );
}

function renderWidget(attributes: Record<string, unknown> = {}) {
  const props = profileImageSourceProps.parse({
    switchProfileImageSource: URL_,
    ajaxmodel: 'bildquelle',
    value: 'avatar',
    cropValue: 'foto',
    options: [
      { value: 'avatar', label: 'Platzhalter' },
      { value: 'verein', label: 'Vereinswappen' },
      { value: 'foto', label: 'Eigenes Foto' },
    ],
    ...attributes,
  });
  return render(<ProfileImageSource props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));

describe('profile-image-source', () => {
  it('sends GET {url}?{ajaxmodel}={value}, then reloads', async () => {
    answer(() => HttpResponse.text(''));
    const navigation = installFakeNavigation();
    const { container } = renderWidget();
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Vereinswappen' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['?bildquelle=verein']);
  });

  it('submits the page form instead when data-form names one', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const navigation = installFakeNavigation();
    const form = document.createElement('form');
    form.id = 'profil-form';
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    renderWidget({ form: 'profil-form' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Vereinswappen' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(navigation.reload).not.toHaveBeenCalled();
    form.remove();
  });

  it('the own photo waits for the crop save (imageSaved), then switches', async () => {
    answer(() => HttpResponse.text(''));
    const navigation = installFakeNavigation();
    renderWidget();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Eigenes Foto' }));
    expect(screen.getByRole('status')).toHaveTextContent(/speichere den Bildausschnitt/);
    expect(seen).toEqual([]);
    emit('imageSaved', { url: 'data:image/png;base64,AA==' });
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['?bildquelle=foto']);
  });

  it('a failed switch shows the error with a retry', async () => {
    answer(() =>
      HttpResponse.json(
        { success: false, error: { message: 'Gerade nicht möglich.' } },
        { status: 500 },
      ),
    );
    const navigation = installFakeNavigation();
    renderWidget();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Vereinswappen' }));
    expect(
      await screen.findByText('Gerade nicht möglich.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    answer(() => HttpResponse.text(''));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
  });

  it('props: the switch URL and at least two options are needed', () => {
    const result = profileImageSourceProps.safeParse({ options: [{ value: 'a', label: 'A' }] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['switchProfileImageSource', 'options']));
    expect(JSON.stringify(result.error)).toMatch(/at least two/);
  });
});
