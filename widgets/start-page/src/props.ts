import * as z from 'zod/mini';

const nonEmpty = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must not be empty`));

/** Host attributes (camelCased data-*): see README.md. */
export const startPageProps = z.object({
  /** data-url: the start-page endpoint (GET, JSON). */
  url: nonEmpty('data-url'),
  /** data-discover-url: where the empty state invites the person to find favourites. */
  discoverUrl: z.optional(nonEmpty('data-discover-url')),
});

export type StartPageProps = z.infer<typeof startPageProps>;
