import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { getConfig, loginRedirectUrl, type WidgetProps } from '@anstoss/runtime/widget';
import { CharCounter, ErrorText, StatusRegion, useStoreFields } from '@anstoss/ui';
import { clearDraft, isSessionError, readDraft, saveArticle, writeDraft } from './api.ts';
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
  const draft = readDraft(props.draftKey);
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
  const { article, status, error, savedUrl } = useStoreFields(store, [
    'article',
    'status',
    'error',
    'savedUrl',
  ]);
  const [draftKey, setDraftKey] = useState(props.draftKey);
  // A discarded draft remounts the rich text with the server's article.
  const [generation, setGeneration] = useState(0);
  const [problem, setProblem] = useState<'title' | 'from' | 'to' | 'order' | null>(null);
  const today = props.today ?? isoDay(new Date());
  const titleRef = useRef<HTMLInputElement>(null);

  // Every change (not the opening state) is kept locally until the server confirms.
  useEffect(() => {
    if (article === start.article) return;
    writeDraft(draftKey, { savedAt: new Date().toISOString(), article });
  }, [article, draftKey, start.article]);

  const discardDraft = () => {
    clearDraft(draftKey);
    const next = { article: props.article ?? EMPTY, restoredAt: null };
    setStart(next);
    setStore(createArticleEditorStore(next.article));
    setGeneration((g) => g + 1);
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const s = store.getState();
    if (s.status === 'saving') return;
    const a = s.article;
    const found =
      a.title.trim() === '' ? 'title' : visibilityProblem(a, props.minDate, props.maxDate);
    setProblem(found);
    if (found === 'title') return titleRef.current?.focus();
    if (found) return;
    s.saving();
    saveArticle(props.saveUrl, a).then(
      (answer) => {
        if (!answer.success) return s.failed(errorMessage(answer));
        clearDraft(draftKey);
        if (answer.id !== undefined) setDraftKey(`artikel-${answer.id}`);
        s.saved(answer);
      },
      (failure: unknown) =>
        isSessionError(failure) ? s.sessionExpired() : s.failed(errorMessage(failure)),
    );
  };

  const loginHref = loginRedirectUrl(getConfig().loginUrl, location.href);
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
            <label htmlFor={`${ids}-title`}>{t('anstoss.articleEditor.title')}</label>
            <input
              ref={titleRef}
              id={`${ids}-title`}
              type="text"
              maxLength={150}
              required
              value={article.title}
              aria-invalid={problem === 'title' || undefined}
              aria-describedby={problem === 'title' ? `${ids}-title-error` : undefined}
              onChange={(e) => store.getState().setText('title', e.target.value)}
            />
            {problem === 'title' && (
              <p id={`${ids}-title-error`} className="ast-article-editor__error" role="alert">
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
            <button
              type="submit"
              className="ast-button"
              aria-disabled={status === 'saving' || undefined}
            >
              {status === 'saving'
                ? t('anstoss.articleEditor.saving')
                : t('anstoss.articleEditor.save')}
            </button>
            <div className="ast-article-editor__result" role="status">
              {status === 'saved' && (
                <p>
                  {t('anstoss.articleEditor.saved')}{' '}
                  {savedUrl && <a href={savedUrl}>{t('anstoss.articleEditor.view')}</a>}
                </p>
              )}
              {status === 'session' && (
                <p>
                  {t('anstoss.articleEditor.sessionExpired')}{' '}
                  <a href={loginHref}>{t('anstoss.articleEditor.login')}</a>
                </p>
              )}
            </div>
            {status === 'error' && (
              <ErrorText
                message={error ?? undefined}
                onRetry={() => save()}
                retryLabel={t('anstoss.articleEditor.retry')}
              />
            )}
            {status === 'error' && (
              <p className="ast-article-editor__kept">{t('anstoss.articleEditor.draftKept')}</p>
            )}
          </div>
        </form>
      </StatusRegion>
    </StoreProvider>
  );
}
