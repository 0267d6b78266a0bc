/**
 * The article form's state (spec §2 Forms and editor, §4 Date pickers): the article, the
 * character count of the body, whether the "saved" note shows and the last refusal the editor
 * announced. The save itself is the view's action (`useAction`): no saving flag here.
 */
import { createStore } from 'zustand/vanilla';
import type { Refusal } from './editorRules.ts';
import { toggleVisibility, type IsoDay, type VotingDuration } from './logic.ts';
import type { ArticleInput } from './props.ts';

export interface ArticleEditorState {
  article: ArticleInput;
  count: number;
  /** The last save is confirmed and nothing changed since (the "Gespeichert." note). */
  saved: boolean;
  /** The last refusal, with a serial so the same refusal twice is announced twice. */
  refusal: { reason: Refusal; serial: number } | null;
  savedUrl: string | null;
  /** The marketing section is shown (spec §2: it can be shown or hidden). */
  marketingOpen: boolean;
  setText: (field: 'title' | 'teaser', value: string) => void;
  setBody: (html: string) => void;
  setCount: (count: number) => void;
  setVisible: (visible: boolean, today: IsoDay, fillToday: boolean) => void;
  setDate: (field: 'publishFrom' | 'publishTo', day: IsoDay | null) => void;
  setVoting: (
    change: Partial<{ enabled: boolean; upload: boolean; duration: VotingDuration }>,
  ) => void;
  setMarketing: (change: Partial<{ enabled: boolean; note: string }>) => void;
  toggleMarketing: () => void;
  refused: (reason: Refusal) => void;
  confirmed: (answer: { id?: string | number | undefined; url?: string | undefined }) => void;
}

export function createArticleEditorStore(article: ArticleInput) {
  return createStore<ArticleEditorState>()((set) => {
    const edit = (change: Partial<ArticleInput>) =>
      set((s) => ({
        article: { ...s.article, ...change },
        // A change after a save is a new draft: the "saved" note goes.
        saved: false,
      }));
    return {
      article,
      count: 0,
      saved: false,
      refusal: null,
      savedUrl: null,
      marketingOpen: article.marketing.enabled || article.marketing.note !== '',
      setText: (field, value) => edit({ [field]: value }),
      setBody: (html) =>
        set((s) =>
          s.article.body === html
            ? s
            : {
                article: { ...s.article, body: html },
                saved: false,
              },
        ),
      setCount: (count) => set({ count }),
      setVisible: (visible, today, fillToday) =>
        set((s) => ({
          article: { ...s.article, ...toggleVisibility(s.article, visible, today, fillToday) },
        })),
      setDate: (field, day) => edit({ [field]: day }),
      setVoting: (change) =>
        set((s) => ({ article: { ...s.article, voting: { ...s.article.voting, ...change } } })),
      setMarketing: (change) =>
        set((s) => ({
          article: { ...s.article, marketing: { ...s.article.marketing, ...change } },
        })),
      toggleMarketing: () => set((s) => ({ marketingOpen: !s.marketingOpen })),
      refused: (reason) =>
        set((s) => ({ refusal: { reason, serial: (s.refusal?.serial ?? 0) + 1 } })),
      confirmed: ({ id, url }) =>
        set((s) => ({
          saved: true,
          savedUrl: url ?? s.savedUrl,
          article: id === undefined ? s.article : { ...s.article, id },
        })),
    };
  });
}

export type ArticleEditorStore = ReturnType<typeof createArticleEditorStore>;
