/**
 * The competition finder's I/O (spec §7 Competition finder, §9 Storage keys): the three GET
 * endpoints and the saved selection in expiring storage. The only file of this widget that
 * talks to the network or storage.
 */
import * as z from 'zod/mini';
import { getJson } from '@anstoss/api';
import { migrateCookieToStorage, readItem, writeItem } from '@anstoss/storage';
import { dropSavedAt, parseSavedSelection, type SavedSelection } from './logic.ts';

const labels = z.record(z.string(), z.string());
const nested = z.record(z.string(), labels);

/** GET {data-json-base}: flat (simultaneously) or nested by client (successively). */
export const baseSchema = z.object({
  Mandanten: labels,
  Saisons: z.record(z.string(), z.union([z.string(), labels])),
  CompetitionTypes: z.record(z.string(), z.union([z.string(), nested])),
  currentSaison: z.optional(z.string()),
  defaultCompetitionType: z.optional(z.string()),
});

/** GET {data-areas-url}. */
export const areasSchema = z.object({
  Mannschaftsart: labels,
  Spielklasse: z.record(z.string(), labels),
  Gebiet: z.record(z.string(), nested),
});

/** GET {data-competitions-url}: [league][area] -> url -> label. */
export const competitionsSchema = z.record(z.string(), nested);

/** Saisons / CompetitionTypes flat (simultaneously) or nested by client (successively). */
export type BaseData = z.output<typeof baseSchema>;
export type AreasData = z.output<typeof areasSchema>;
/** [league][area] -> competition url (or id) -> label. */
export type CompetitionsData = z.output<typeof competitionsSchema>;

export function fetchBase(url: string, signal?: AbortSignal): Promise<BaseData> {
  return getJson(url, baseSchema, { signal });
}

export function fetchAreas(url: string, signal?: AbortSignal): Promise<AreasData> {
  return getJson(url, areasSchema, { signal });
}

export function fetchCompetitions(url: string, signal?: AbortSignal): Promise<CompetitionsData> {
  return getJson(url, competitionsSchema, { signal });
}

/** Spec §9: `<productPrefix>_WAM_SELECTION`. */
export const selectionKey = (productPrefix: string) => `${productPrefix}_WAM_SELECTION`;

/**
 * The saved selection. The former cookie of the same name is first migrated into storage and
 * cleared; `savedAt` is dropped (spec §9).
 */
export function readSavedSelection(productPrefix: string): SavedSelection | null {
  const key = selectionKey(productPrefix);
  migrateCookieToStorage(key, dropSavedAt);
  return readItem(key, parseSavedSelection);
}

/** Saves the selection (expiring storage, 365 days); blocked storage only loses the memory. */
export function writeSavedSelection(productPrefix: string, selection: SavedSelection): boolean {
  return writeItem(selectionKey(productPrefix), selection);
}
