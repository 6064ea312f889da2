import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';

/**
 * Which language a card's texts are typed in: three toggle buttons (the pressed one is shown), so a merchant writes
 * the English title, then switches to write the Chinese one. A language with a problem is marked.
 */
export function LanguageSwitch({ value, onChange, flagged = [] }: { value: Lang; onChange: (lang: Lang) => void; flagged?: readonly Lang[] }) {
  const { t } = useTranslation('merchant-goods');
  return (
    <div className="mall-mgoods-langs" role="group" aria-label={t('edit.languagesLabel')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          className="mall-mgoods-lang"
          aria-pressed={value === lang}
          data-flagged={flagged.includes(lang) ? 'true' : undefined}
          data-lang={lang}
          onClick={() => onChange(lang)}
        >
          <span lang={lang}>{t(`edit.languages.${lang}`)}</span>
        </button>
      ))}
    </div>
  );
}
