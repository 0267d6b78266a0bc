/**
 * The article editor's I/O: saving (POST JSON, never retried automatically) and the local draft
 * (QUALITY.md: long texts keep a draft until the server confirms; it survives a reload and an
 * expired session). The only file of this widget that talks to the network or to storage.
 */
import * as z from 'zod/mini';
import { isApiError, opaqueId, postJson } from '@anstoss/api';
import { readItem, removeItem, writeItem } from '@anstoss/storage';
import { articleSchema, type ArticleInput } from './props.ts';

export const saveResponse = z.object({
  success: z.boolean(),
  id: z.optional(opaqueId),
  /** The news page of the saved article. */
  url: z.optional(z.string()),
  /** Where the article is edited from now on (after the first save of a new one). */
  editUrl: z.optional(z.string()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SaveResponse = z.infer<typeof saveResponse>;
export type SaveAnswer = z.input<typeof saveResponse>;

/** What is sent: the article with its body as HTML (the server sanitises it again). */
export type ArticlePayload = Omit<ArticleInput, 'id'> & { id?: string | number };

export async function saveArticle(url: string, article: ArticlePayload): Promise<SaveResponse> {
  try {
    return await postJson(url, article, saveResponse);
  } catch (error) {
    // A 4xx with a JSON body of the same shape is a business answer, not a transport failure.
    if (
      isApiError(error) &&
      error.kind === 'http' &&
      error.status !== 401 &&
      error.status !== 403
    ) {
      const parsed = saveResponse.safeParse(error.body);
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}

/** A logged-out or expired session: the draft stays, the person logs in again. */
export function isSessionError(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 401 || error.status === 403)
  );
}

const draftSchema = z.object({ savedAt: z.string(), article: articleSchema });

export const draftKey = (key: string) => `anstoss.articleEditor.draft.${key}`;

export interface Draft {
  savedAt: string;
  article: ArticleInput;
}

export function readDraft(key: string): Draft | null {
  return readItem(draftKey(key), (value) => {
    const parsed = draftSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  });
}

/** Drafts live 30 days. */
export function writeDraft(key: string, draft: Draft): boolean {
  return writeItem(draftKey(key), draft, { days: 30 });
}

export function clearDraft(key: string): void {
  removeItem(draftKey(key));
}
