import * as z from 'zod/mini';

/** data-post-defaults: a JSON object of extra form fields (strings or numbers). */
const postDefaults = z.pipe(
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

/** Host attributes (camelCased data-*): see README.md. */
export const genericUploadProps = z.object({
  /** data-fileupload-url: multipart POST of each file (spec §7 Generic upload). */
  fileuploadUrl: z.string().check(z.trim(), z.minLength(1, 'data-fileupload-url is required')),
  /** data-url-release: POST {id, title, message, release: true}. */
  urlRelease: z.string().check(z.trim(), z.minLength(1, 'data-url-release is required')),
  /** data-url-update, data-url-delete: without one, that action is hidden. */
  urlUpdate: z._default(z.string(), ''),
  urlDelete: z._default(z.string(), ''),
  /** data-mediastream-id: sent with every upload. */
  mediastreamId: z._default(z.string(), ''),
  /** data-upload-check="true": a missing title is shown right after the upload. */
  uploadCheck: z._default(
    z.pipe(
      z.string(),
      z.transform((v) => v === 'true' || v === '1'),
    ),
    false,
  ),
  postDefaults,
});

export type GenericUploadProps = z.infer<typeof genericUploadProps>;
