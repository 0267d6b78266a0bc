import * as z from 'zod/mini';

const url = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must name the endpoint`));
const optionalText = z.optional(z.string().check(z.trim(), z.minLength(1)));

/** Host attributes (camelCased data-*): see README.md. */
export const competitionFinderProps = z.object({
  /** data-json-base: base data (Mandanten, Saisons, CompetitionTypes, currentSaison, defaultCompetitionType). */
  jsonBase: url('data-json-base'),
  /** data-areas-url: template with _CLIENT, _SEASON, _COMPETITIONTYPE. */
  areasUrl: url('data-areas-url'),
  /** data-competitions-url: template with _CLIENT … _LEAGUE. */
  competitionsUrl: url('data-competitions-url'),
  /** data-submit-url: an absolute (http/https) value is prefixed to the competition url. */
  submitUrl: z.optional(z.string()),
  placeholderClient: optionalText,
  placeholderSeason: optionalText,
  placeholderCompetitionType: optionalText,
  placeholderTeamType: optionalText,
  placeholderLeague: optionalText,
  placeholderArea: optionalText,
  placeholderCompetition: optionalText,
});

export type CompetitionFinderProps = z.infer<typeof competitionFinderProps>;
