import * as z from 'zod/mini';
import { contactHintAttribute, opaqueId, postDefaultsAttribute } from '@anstoss/api';

/** Host attributes (camelCased data-*): see README.md. */
export const genericUploadProps = z
  .object({
    /** data-fileupload-url: multipart POST of each file (spec §7 Generic upload). */
    fileuploadUrl: z.string().check(z.trim(), z.minLength(1, 'data-fileupload-url is required')),
    /**
     * data-resumable-url: a tus endpoint; files above 2 MB go there in chunks and resume after a
     * dropped connection, then the upload request names them (`resumable=<id>`). Without it every
     * file is one multipart request.
     */
    resumableUrl: z._default(z.string().check(z.trim()), ''),
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
    /** data-post-defaults: a JSON object of extra form fields (strings or numbers). */
    postDefaults: postDefaultsAttribute,
    /** data-contact-hint: the page's rights hint layer before the file chooser (spec §2). */
    contactHint: contactHintAttribute,
    /** data-album-base: the album endpoint; a released photo goes in through {albumBase}/add (spec §7). */
    albumBase: z._default(z.string().check(z.trim()), ''),
    /** data-album-id: the album every released photo goes into (the album's edit page). */
    albumId: z._default(z.string().check(z.trim()), ''),
    /** data-props JSON "albums": the member's albums to choose from per photo: [{ id, title }]. */
    albums: z._default(z.array(z.object({ id: opaqueId, title: z.string() })), []),
  })
  .check(
    z.refine((p) => Boolean(p.albumBase) || (!p.albumId && p.albums.length === 0), {
      message: 'data-album-base is required with data-album-id or albums',
      path: ['albumBase'],
    }),
  );

export type GenericUploadProps = z.infer<typeof genericUploadProps>;
