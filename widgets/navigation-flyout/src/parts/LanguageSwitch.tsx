import { useTranslation, type Language } from '@anstoss/i18n';

const LANGUAGES: { code: Language; name: string }[] = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
];

/** German/English switch: two toggle buttons, each named in its own language. */
export function LanguageSwitch({
  language,
  onChoose,
}: {
  language: Language;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="ast-nav__languages"
      role="group"
      aria-label={t('anstoss.navigationFlyout.language')}
    >
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="ast-nav__language"
          aria-pressed={language === code}
          onClick={() => {
            if (language !== code) onChoose(code);
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
