/** The photo upload's I/O (spec §7 Profile photo). The only file doing network I/O. */
import * as z from 'zod/mini';
import { ApiError, uploadWithProgress } from '@anstoss/api';
import { type Comp, type CropMetaData, UPLOAD_FILE_NAME } from './logic.ts';

export interface PhotoPayload {
  png: Blob;
  dataUrl: string;
  comp: Comp;
  crop: CropMetaData;
  fileField: string;
  fields: Record<string, string | number>;
}

/** The multipart body: the other form inputs, the PNG file, image, comp and cropMetaData. */
export function photoForm(p: PhotoPayload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(p.fields)) form.append(name, String(value));
  form.append(p.fileField, new File([p.png], UPLOAD_FILE_NAME, { type: 'image/png' }));
  form.append('image', p.dataUrl);
  form.append('comp', p.comp);
  form.append('cropMetaData', JSON.stringify(p.crop));
  return form;
}

/**
 * POST with credentials (and the CSRF header). The answer is not read (spec §7): any 2xx counts,
 * whatever its body; HTTP errors, network errors and aborts reject with an ApiError. `signal`
 * aborts the request (the layer was closed meanwhile: the action's abort).
 */
export async function sendPhoto(
  url: string,
  payload: PhotoPayload,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    await uploadWithProgress(url, photoForm(payload), z.unknown(), {
      onProgress: (loaded, total) => onProgress(total > 0 ? loaded / total : 0),
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'parse') return;
    throw error;
  }
}
