import * as z from 'zod/mini';

/** Host attributes: see README.md. The levels come as data-props JSON. */
export const tournamentTreeProps = z.object({
  /** data-title: the heading above the tree; default: the text "Turnierbaum" / "Tournament tree". */
  title: z.optional(z.string()),
  /** Opener levels: label and ajax resource ending in /action/OPEN (or /action/CLOSE when open). */
  levels: z
    .array(
      z.object({
        label: z.string().check(z.minLength(1)),
        resource: z
          .string()
          .check(
            z.regex(
              /\/action\/(OPEN|CLOSE)/,
              'resource must contain /action/OPEN or /action/CLOSE',
            ),
          ),
      }),
    )
    .check(z.minLength(1, 'levels must list at least one level')),
});

export type TournamentTreeProps = z.infer<typeof tournamentTreeProps>;
