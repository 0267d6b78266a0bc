import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import type { Refusal } from '../editorRules.ts';
import { useSelect } from '../storeContext.ts';

const TEXT: Record<Refusal, TranslationKey> = {
  limit: 'anstoss.articleEditor.refusedLimit',
  pasteLimit: 'anstoss.articleEditor.refusedPaste',
  nesting: 'anstoss.articleEditor.refusedNesting',
  link: 'anstoss.articleEditor.refusedLink',
};

/** Says politely why the editor refused something (nothing already written is lost). */
export function Refusals() {
  const { t } = useTranslation();
  const refusal = useSelect((s) => s.refusal);
  return (
    <p className="ast-article-editor__refusal" role="status" aria-live="polite">
      {refusal && <span key={refusal.serial}>{t(TEXT[refusal.reason])}</span>}
    </p>
  );
}
