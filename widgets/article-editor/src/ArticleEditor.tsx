import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  CharCounter,
  ErrorText,
  SessionEnded,
  StatusRegion,
  SubmitButton,
  useAction,
  useField,
  useFocusAfter,
  useStoreFields,
} from '@anstoss/ui';
import { articleDraft, saveArticle, type ArticlePayload } from './api.ts';
import { isoDay, visibilityProblem } from './logic.ts';
import { MarketingSection } from './parts/MarketingSection.tsx';
import { PublishSection } from './parts/PublishSection.tsx';
import { Refusals } from './parts/Refusals.tsx';
import { RichText } from './parts/RichText.tsx';
import { VotingSection } from './parts/VotingSection.tsx';
import { articleSchema, type ArticleEditorProps, type ArticleInput } from './props.ts';
import { createArticleEditorStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import './articleEditor.css';

const EMPTY: ArticleInput = articleSchema.parse({});

/** The draft wins over the server's article: it holds what was typed and not yet saved. */
function startingPoint(props: ArticleEditorProps) {
  const draft = articleDraft(props.draftKey).read();
  if (draft) return { article: draft.article, restoredAt: draft.savedAt };
  return { article: props.article ?? EMPTY, restoredAt: null };
}

/**
 * The article editor (spec §2 Forms and editor): title, teaser with its counter, the rich-text
 * body, publisher dates behind the visibility checkbox, the voting and marketing sections.
 * Every change is kept as a local draft until the server confirms a save.
 */
export function ArticleEditor({ props }: WidgetProps<ArticleEditorProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [start, setStart] = useState(() => startingPoint(props));
  const [store, setStore] = useState(() => createArticleEditorStore(start.article));
  const { article, saved, savedUrl } = useStoreFields(store, ['article', 'saved', 'savedUrl']);
  const [draftKey, setDraftKey] = useState(props.draftKey);
  // A discarded draft remounts the rich text with the server's article.
  const [generation, setGeneration] = useState(0);
  const [problem, setProblem] = useState<'title' | 'from' | 'to' | 'order' | null>(null);
  const today = props.today ?? isoDay(new Date());
  const titleRef = useRef<HTMLInputElement>(null);

  // Every change (not the opening state) is kept locally until the server confirms.
  useEffect(() => {
    if (article === start.article) return;
    articleDraft(draftKey).write({ savedAt: new Date().toISOString(), article });
  }, [article, draftKey, start.article]);

  const discardDraft = () => {
    articleDraft(draftKey).clear();
    const next = { article: props.article ?? EMPTY, restoredAt: null };
    setStart(next);
    setStore(createArticleEditorStore(next.article));
    setGeneration((g) => g + 1);
  };

  const focusAfter = useFocusAfter();
  const resultId = `${ids}-result`;
  const loginId = `${ids}-login`;
  const errorId = `${ids}-error`;
  const byId = (id: string) => () => document.getElementById(id);
  const [saving, saveAction] = useAction(
    (a: ArticlePayload, { signal }) => saveArticle(props.saveUrl, a, signal),
    {
      session: getSession,
      onSuccess: (answer) => {
        // Confirmed: the draft goes, the "saved" note takes focus. The saved article is the new
        // starting point, so no draft is written for it again (under its new key either).
        articleDraft(draftKey).clear();
        store.getState().confirmed(answer);
        setStart({ article: store.getState().article, restoredAt: null });
        if (answer.id !== undefined) setDraftKey(`artikel-${answer.id}`);
        focusAfter(byId(resultId));
      },
      // A failure keeps the draft; an ended session offers the login (focus on its button).
      onError: (_error, _a, state) =>
        focusAfter(byId(state.status === 'error' && state.sessionEnded ? loginId : errorId)),
    },
  );
  const titleField = useField({
    id: `${ids}-title`,
    error: problem === 'title' && { key: 'anstoss.articleEditor.titleRequired' },
  });

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const a = store.getState().article;
    const found =
      a.title.trim() === '' ? 'title' : visibilityProblem(a, props.minDate, props.maxDate);
    setProblem(found);
    if (found === 'title') return titleRef.current?.focus();
    if (found) return;
    void saveAction.run(a);
  };

  const sessionEnded = saving.status === 'error' && saving.sessionEnded;
  const teaserCounter = `${ids}-teaser-count`;

  return (
    <StoreProvider store={store}>
      <StatusRegion>
        <form className="ast-widget ast-article-editor" onSubmit={save} noValidate>
          {start.restoredAt && (
            <div className="ast-article-editor__draft" role="status">
              <p>{t('anstoss.articleEditor.draftRestored')}</p>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={discardDraft}
              >
                {t('anstoss.articleEditor.discardDraft')}
              </button>
            </div>
          )}
          <div className="ast-article-editor__field">
            <label {...titleField.labelProps}>{t('anstoss.articleEditor.title')}</label>
            <input
              {...titleField.inputProps}
              ref={titleRef}
              type="text"
              maxLength={150}
              required
              value={article.title}
              onChange={(e) => store.getState().setText('title', e.target.value)}
            />
            {titleField.invalid && (
              <p {...titleField.errorProps} className="ast-article-editor__error" role="alert">
                {t('anstoss.articleEditor.titleRequired')}
              </p>
            )}
          </div>
          <div className="ast-article-editor__field">
            <label htmlFor={`${ids}-teaser`}>{t('anstoss.articleEditor.teaser')}</label>
            <textarea
              id={`${ids}-teaser`}
              rows={3}
              maxLength={props.teaserMaxLength}
              value={article.teaser}
              aria-describedby={teaserCounter}
              onChange={(e) => store.getState().setText('teaser', e.target.value)}
            />
            <CharCounter
              id={teaserCounter}
              maxLength={props.teaserMaxLength}
              value={article.teaser}
            />
          </div>
          <RichText key={generation} initialHtml={start.article.body} />
          <Refusals />
          <PublishSection
            today={today}
            fillToday={props.fillToday}
            min={props.minDate ?? null}
            max={props.maxDate ?? null}
            problem={problem === 'title' ? null : problem}
          />
          <VotingSection />
          <MarketingSection />
          <div className="ast-article-editor__actions">
            <SubmitButton
              busy={saving.status === 'pending'}
              busyLabel={t('anstoss.articleEditor.saving')}
            >
              {t('anstoss.articleEditor.save')}
            </SubmitButton>
            <div id={resultId} className="ast-article-editor__result" role="status">
              {saved && saving.status !== 'error' && (
                <p>
                  {t('anstoss.articleEditor.saved')}{' '}
                  {savedUrl && <a href={savedUrl}>{t('anstoss.articleEditor.view')}</a>}
                </p>
              )}
            </div>
            {sessionEnded && (
              <SessionEnded
                className="ast-article-editor__session"
                message={t('anstoss.articleEditor.sessionExpired')}
                loginId={loginId}
                onLogin={goToLogin}
              />
            )}
            {saving.status === 'error' && !sessionEnded && (
              <ErrorText
                id={errorId}
                message={saving.message}
                onRetry={() => save()}
                retryLabel={t('anstoss.articleEditor.retry')}
              />
            )}
            {saving.status === 'error' && !sessionEnded && (
              <p className="ast-article-editor__kept">{t('anstoss.articleEditor.draftKept')}</p>
            )}
          </div>
        </form>
      </StatusRegion>
    </StoreProvider>
  );
}
