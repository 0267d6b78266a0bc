/**
 * Issue 27: a large video for a category submission (goal of the week) goes through the
 * resumable (tus) upload when the page names one (data-resumable-url), and the upload request
 * then names it (`resumable=<id>`) instead of carrying the file; a small one, or a page without
 * the endpoint, stays one request with the file. The tus transfer itself (chunks, resuming after
 * a drop) is @anstoss/api's `resumableUpload` on tus-js-client, whose Node build cannot read a
 * jsdom File: it is replaced here by a recorder, and proven in the browser by generic-upload.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUMABLE_CHUNK_BYTES } from '@anstoss/api';
import type * as api from '@anstoss/api';
import { initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { CategorySubmission } from './CategorySubmission.tsx';
import { categoriesFixture, consentsFixture } from './fixtures.ts';
import { categorySubmissionProps } from './props.ts';

/** What went to the resumable endpoint: the endpoint and the file, with its progress reported. */
const resumable = vi.hoisted(() => ({
  calls: [] as { endpoint: string; name: string; size: number }[],
  fail: false,
}));
vi.mock('@anstoss/api', async (actual) => ({
  ...(await actual<typeof api>()),
  resumableUpload: async (
    endpoint: string,
    file: File,
    opts: { onProgress?: (sent: number, total: number) => void } = {},
  ) => {
    resumable.calls.push({ endpoint, name: file.name, size: file.size });
    opts.onProgress?.(file.size / 2, file.size);
    if (resumable.fail) throw new Error('connection lost');
    opts.onProgress?.(file.size, file.size);
    return 'v1d30';
  },
}));

const UPLOAD = '/ajax/hochladen';
const TUS = '/ajax/hochladen/fortsetzbar';
const server = setupMswServer();
let uploads: { file: boolean; resumable: string | null }[] = [];

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  resumable.calls = [];
  resumable.fail = false;
  uploads = [];
  localStorage.clear();
  server.use(
    http.post(UPLOAD, async ({ request }) => {
      const form = await request.formData();
      uploads.push({ file: form.has('file'), resumable: form.get('resumable') as string | null });
      return HttpResponse.json({ success: true, meta: { id: 'video-7' } });
    }),
  );
});

/** An MP4 (by its first bytes) of the given size. */
function video(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  return new File([bytes], 'fallrueckzieher.mp4', { type: 'video/mp4' });
}

async function chooseVideo(file: File, extra: Record<string, unknown> = {}) {
  document.cookie = 'FBDE_LOGIN=1; path=/';
  const props = categorySubmissionProps.parse({
    postEndpoint: '/ajax/einsenden',
    uploadUrl: UPLOAD,
    releaseUrl: `${UPLOAD}/freigeben`,
    resumableUrl: TUS,
    categories: categoriesFixture,
    consents: consentsFixture,
    ...extra,
  });
  render(<CategorySubmission props={props} host={document.createElement('div')} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Tor des Monats/ }));
  const item = screen.getByRole('button', { name: /^Tor des Monats/ }).closest('li')!;
  fireEvent.change(item.querySelector<HTMLInputElement>('input[type=file]')!, {
    target: { files: [file] },
  });
  return item;
}

describe(
  'category-submission: large videos go the resumable way (tus)',
  { timeout: 30_000 },
  () => {
    it('a video above one chunk goes to the resumable endpoint; the upload request names it instead of carrying it', async () => {
      const size = 2 * RESUMABLE_CHUNK_BYTES + 1000;
      const item = await chooseVideo(video(size));
      await waitFor(() =>
        expect(item.querySelector('.ast-file-input__item.is-done')).not.toBeNull(),
      );
      expect(resumable.calls).toEqual([{ endpoint: TUS, name: 'fallrueckzieher.mp4', size }]);
      expect(uploads).toEqual([{ file: false, resumable: 'v1d30' }]);
      expect(within(item).getByText('fallrueckzieher.mp4')).toBeInTheDocument();
    });

    it('a dropped resumable upload offers „Erneut versuchen“, and the retry goes the resumable way again', async () => {
      resumable.fail = true;
      const item = await chooseVideo(video(RESUMABLE_CHUNK_BYTES + 1));
      const retry = await within(item).findByRole('button', { name: /Erneut versuchen/ });
      expect(uploads).toEqual([]);
      resumable.fail = false;
      await userEvent.setup().click(retry);
      await waitFor(() =>
        expect(item.querySelector('.ast-file-input__item.is-done')).not.toBeNull(),
      );
      expect(resumable.calls).toHaveLength(2);
      expect(uploads).toEqual([{ file: false, resumable: 'v1d30' }]);
    });

    it('a small video is one upload request with the file', async () => {
      const small = await chooseVideo(video(1000));
      await waitFor(() =>
        expect(small.querySelector('.ast-file-input__item.is-done')).not.toBeNull(),
      );
      expect(resumable.calls).toEqual([]);
      expect(uploads).toEqual([{ file: true, resumable: null }]);
    });

    it('without data-resumable-url a large video is one upload request with the file', async () => {
      const item = await chooseVideo(video(RESUMABLE_CHUNK_BYTES + 1), { resumableUrl: undefined });
      await waitFor(() =>
        expect(item.querySelector('.ast-file-input__item.is-done')).not.toBeNull(),
      );
      expect(resumable.calls).toEqual([]);
      expect(uploads).toEqual([{ file: true, resumable: null }]);
    });
  },
);
