/**
 * The news list's I/O (spec §7 News toolbox, §9 Storage keys): the toolbox request, the toolbox
 * cookie and the remembered view. The only file of this widget that talks to the network or storage.
 */
import * as z from 'zod/mini';
import { encodeGetPath, getJson, needsSanitizer } from '@anstoss/api';
import { readCookie, readItem, writeCookie, writeItem } from '@anstoss/storage';
import {
  parseState,
  parseView,
  serializeState,
  TOOLBOX_COOKIE_DAYS,
  toolboxCookieName,
  type ToolboxState,
  type View,
} from './logic.ts';

/** GET {data-url}/-/key/value/… -> { success, html } (other fields, e.g. error, are kept for the message). */
export const toolboxResponse = z.looseObject({
  success: z.union([z.boolean(), z.string(), z.number()]),
  html: z._default(z.string(), ''),
});
export type ToolboxResponse = z.infer<typeof toolboxResponse>;

/** The toolbox, once the sanitiser its HTML goes through has loaded too. */
export function fetchToolbox(
  url: string,
  data: Record<string, string | string[]>,
  signal?: AbortSignal,
): Promise<ToolboxResponse> {
  return needsSanitizer(getJson(encodeGetPath(url, data), toolboxResponse, { signal }));
}

export function readToolboxCookie(prefix: string): ToolboxState | null {
  return parseState(readCookie(toolboxCookieName(prefix)));
}

export function writeToolboxCookie(prefix: string, state: ToolboxState): void {
  writeCookie(toolboxCookieName(prefix), serializeState(state), { days: TOOLBOX_COOKIE_DAYS });
}

export const VIEW_KEY = 'anstoss.newsList.view';
export const readView = (): View | null => readItem(VIEW_KEY, parseView);
export const writeView = (view: View): void => void writeItem(VIEW_KEY, view);
