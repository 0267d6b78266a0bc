import * as z from 'zod/mini';

const nonEmpty = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must not be empty`));

/** Host attributes (camelCased data-*): see README.md. */
export const favouritesProps = z
  .object({
    /** data-favorites-url: GET endpoint of the person's favourites; shows the list. */
    favoritesUrl: z.optional(nonEmpty('data-favorites-url')),
    /** data-save-url: POST endpoint that saves a page as favourite; shows the save button. */
    saveUrl: z.optional(nonEmpty('data-save-url')),
    /** data-fw-url: the page to save (default: the current path and query). */
    fwUrl: z.optional(nonEmpty('data-fw-url')),
    /** data-saved: "true" when the page already is a favourite (the server knows). */
    saved: z.pipe(
      z._default(z.enum(['true', 'false']), 'false'),
      z.transform((value) => value === 'true'),
    ),
    /** data-label: what is saved ("FC Musterstadt"), for the button's accessible name. */
    label: z.optional(nonEmpty('data-label')),
  })
  .check(
    z.refine(
      (p) => Boolean(p.favoritesUrl ?? p.saveUrl),
      'data-favorites-url or data-save-url is required',
    ),
  );

export type FavouritesProps = z.infer<typeof favouritesProps>;
