import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_GOODS_LIMITS as L } from '@mall/contract/catalogue/merchant-goods-fields';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import type { GoodsDraft, Texts } from './goods-draft.ts';
import { LanguageSwitch } from './language-switch.tsx';

type TextKey = 'title' | 'subtitle' | 'description';

export interface GoodsTextsCardProps {
  draft: GoodsDraft;
  errorOf: (field: string) => string | undefined;
  onChange: (key: TextKey, texts: Texts) => void;
}

/** The goods' title, selling points and description, one language at a time. */
export function GoodsTextsCard({ draft, errorOf, onChange }: GoodsTextsCardProps) {
  const { t } = useTranslation('merchant-goods');
  const shown = useQueryLang();
  // The merchant's own language first, unless the goods has no title in it yet.
  const [lang, setLang] = useState<Lang>(() => (draft.title[shown] !== '' ? shown : (LANGUAGES.find((l) => draft.title[l] !== '') ?? shown)));
  const set = (key: TextKey, value: string) => onChange(key, { ...draft[key], [lang]: value });
  const flagged = LANGUAGES.filter((l) => (['title', 'subtitle', 'description'] as const).some((k) => errorOf(`${k}.${l}`)));
  const id = (key: TextKey) => `mgoods-${key}-${lang}`;
  return (
    <section className="mall-card mall-mgoods-card" aria-labelledby="mgoods-texts">
      <h2 id="mgoods-texts" className="mall-mgoods-card-title">
        {t('edit.texts')}
      </h2>
      <LanguageSwitch value={lang} onChange={setLang} flagged={flagged} />
      <FormField label={t('edit.title')} name="title" htmlFor={id('title')} error={errorOf('title') ?? errorOf(`title.${lang}`)}>
        <input
          id={id('title')}
          className="mall-mgoods-input"
          lang={lang}
          value={draft.title[lang]}
          maxLength={L.titleLength + 20}
          placeholder={t('edit.titlePlaceholder')}
          onChange={(e) => set('title', e.target.value)}
          data-testid="goods-title"
        />
      </FormField>
      <FormField label={t('edit.subtitle')} name="subtitle" htmlFor={id('subtitle')} error={errorOf(`subtitle.${lang}`)}>
        <input
          id={id('subtitle')}
          className="mall-mgoods-input"
          lang={lang}
          value={draft.subtitle[lang]}
          maxLength={L.subtitleLength + 20}
          placeholder={t('edit.subtitlePlaceholder')}
          onChange={(e) => set('subtitle', e.target.value)}
        />
      </FormField>
      <FormField label={t('edit.description')} name="description" htmlFor={id('description')} error={errorOf(`description.${lang}`)}>
        <textarea
          id={id('description')}
          className="mall-mgoods-input mall-mgoods-textarea"
          lang={lang}
          rows={4}
          value={draft.description[lang]}
          maxLength={L.descriptionLength + 100}
          placeholder={t('edit.descriptionPlaceholder')}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <p className="mall-mgoods-note">{t('edit.fallbackNote')}</p>
    </section>
  );
}
