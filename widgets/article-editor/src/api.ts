/**
 * The article editor's I/O: saving (POST JSON, never retried automatically) and the local draft
 * (createDraft: keyed by the account, 30 days; it survives a reload, a failed save and an ended
 * session, and is cleared when the server confirms). The only file of this widget that talks to
 * the network or to storage.
 */
import * as z from 'zod/mini';
import { acceptedOrThrow, opaqueId, postJson } from '@anstoss/api';
import { createDraft } from '@anstoss/storage';
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

/**
 * Saves the article. A `{ success: false }` answer (2xx) is a refusal and rejects like a failed
 * request; a 4xx answer's `error.message` is read from its body (errorMessage), and 401/403 go to
 * the one session rule (`isSessionEnded`) of the action.
 */
export async function saveArticle(
  url: string,
  article: ArticlePayload,
  signal?: AbortSignal,
): Promise<SaveResponse> {
  const answer = await postJson(url, article, saveResponse, { signal });
  acceptedOrThrow(answer, 'save refused');
  return answer;
}

const draftSchema = z.object({ savedAt: z.string(), article: articleSchema });

export interface Draft {
  savedAt: string;
  article: ArticleInput;
}

/** The draft of one article (`draftKey` prop: "neu" or "artikel-{id}") for the signed-in account. */
export const articleDraft = (key: string) =>
  createDraft<Draft>(`article-editor.${key}`, draftSchema, { days: 30 });
