/**
 * What the upload widgets (article-photo-upload, generic-upload) share around
 * `uploadWithProgress`: the `data-post-defaults` host attribute and the answer schemas of an
 * upload and of the follow-up actions (update, release, delete). Browser code: zod/mini.
 */
import * as z from 'zod/mini';
import { opaqueId } from './ids.ts';

/**
 * data-post-defaults: a JSON object of extra form fields sent with every upload. Strings and
 * numbers are kept (numbers as strings), other values dropped; missing means `{}`; anything but a
 * JSON object is an issue naming the attribute.
 */
export const postDefaultsAttribute = z.pipe(
  z._default(z.string(), '{}'),
  z.transform((text, ctx): Record<string, string> => {
    try {
      const value: unknown = JSON.parse(text || '{}');
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(value))
          if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
        return out;
      }
    } catch {
      // reported below
    }
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: 'data-post-defaults must be a JSON object',
    });
    return {};
  }),
);

/** The `error` of an upload or action answer: `{ message? }`, null or absent. */
export const uploadAnswerError = z.optional(
  z.nullable(z.object({ message: z.optional(z.string()) })),
);

/** An action answer (update, release, delete, title picture): `success` (default false), `error`. */
export const uploadActionResponse = z.object({
  success: z._default(z.boolean(), false),
  error: uploadAnswerError,
});

/**
 * An upload answer: `success` (default false), `error`, and `meta` with the stored file's `id`
 * and the server's `error` text plus the widget's own fields (`metaFields`).
 */
export function uploadResponseWith<const Fields extends z.core.$ZodShape>(metaFields: Fields) {
  return z.object({
    success: z._default(z.boolean(), false),
    meta: z.optional(
      z.object({
        id: z.optional(opaqueId),
        error: z.optional(z.nullable(z.string())),
        ...metaFields,
      }),
    ),
    error: uploadAnswerError,
  });
}

/**
 * `data-contact-hint` on an upload widget's host (spec §2 Named layers): the page's named layer
 * the file input opens before the file chooser. Absent: no hint; present without a value: the
 * layer `contact-hint`; otherwise the layer of that name. The layer itself is page markup (a
 * `<dialog data-layer>`) handled by the runtime's named layers.
 */
export const contactHintAttribute = z.optional(
  z.pipe(
    z.string(),
    z.transform((name) => name.trim() || 'contact-hint'),
  ),
);
