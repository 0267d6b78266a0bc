export { configureStorage, defaultCookieDomain } from './config.ts';
export type { StorageConfig } from './config.ts';
export { parentDomain } from './domain.ts';
export { readCookie, readCookies, writeCookie, deleteCookie, serializeCookie } from './cookies.ts';
export type { CookieOptions } from './cookies.ts';
export { readItem, writeItem, removeItem, DEFAULT_ITEM_DAYS } from './expiring.ts';
export type { StoredItem, WriteItemOptions } from './expiring.ts';
export { migrateCookieToStorage } from './migrate.ts';
export type { MigrateOptions } from './migrate.ts';
export { parseStoredJson } from './json.ts';
export { readDraft, writeDraft, removeDraft } from './drafts.ts';
export {
  createDraft,
  clearDraftsOf,
  configureDrafts,
  DRAFT_PREFIX,
  DEFAULT_DRAFT_DAYS,
} from './draft.ts';
export type { Draft, DraftOptions, DraftSchema } from './draft.ts';
