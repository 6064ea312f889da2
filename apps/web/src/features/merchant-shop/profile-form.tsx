import { useState } from 'react';
import { Button, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang, type Localized } from '@mall/contract/platform/languages';
import type { TMerchantShopProfile } from '@mall/contract/shop/merchant-shop-fields';
import { fieldProblemsOf } from '../../shared/transport/field-problems.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { PictureField } from './picture-field.tsx';
import { useSaveProfile } from './use-merchant-shop.ts';

interface ProfileDraft {
  name: Localized;
  intro: Localized;
  logo: string;
  banner: string;
  phone: string;
}

const PHONE = /^[0-9+\-() ]*$/;
/** The intro is one line of text (the server refuses line breaks): a typed or pasted break becomes a space. */
const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ');

/** What a refused field of the server means here, in the shown language (its own message is English). */
function serverErrorKey(field: string): 'picture' | 'phone' | 'nameRequired' | 'invalid' {
  if (field === 'logo' || field === 'banner') return 'picture';
  if (field === 'phone') return 'phone';
  if (field.startsWith('name')) return 'nameRequired';
  return 'invalid';
}

/**
 * The shop's name and intro in each language, its logo, banner and phone. A language left empty shows the first one
 * written; each mistake (the form's own check or the server's refusal) shows beside its field.
 */
export function ProfileForm({ shopId, profile, onSaved }: { shopId: number; profile: TMerchantShopProfile; onSaved?: () => void }) {
  const { t } = useTranslation('merchant-shop');
  const [draft, setDraft] = useState<ProfileDraft>(() => ({ name: profile.name, intro: profile.intro, logo: profile.logo, banner: profile.banner, phone: profile.phone }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const save = useSaveProfile(shopId, onSaved);

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K], field: string = key) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (LANGUAGES.every((l) => draft.name[l].trim() === '')) found['name.en'] = t('errors.nameRequired');
    if (!PHONE.test(draft.phone.trim())) found.phone = t('errors.phone');
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { ...draft, status: profile.status },
      {
        onSuccess: () => showToast(t('profile.saved')),
        onError: (error) => {
          const fields = Object.keys(fieldProblemsOf(error));
          if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f, t(`errors.${serverErrorKey(f)}`)])));
          else setFailure(t('errors.saveFailed', { message: error.message }));
        },
      },
    );
  };

  const languageField = (field: 'name' | 'intro', lang: Lang) => {
    const id = `mshop-${field}-${lang}`;
    const error = errors[`${field}.${lang}`];
    const label = t('profile.inLanguage', { field: t(`profile.${field}`), language: t(`languages.${lang}`) });
    return (
      <FormField key={id} label={label} name={`${field}.${lang}`} error={error || undefined} htmlFor={id}>
        {field === 'name' ? (
          <Input id={id} value={draft.name[lang]} maxLength={30} onChange={(v) => set('name', { ...draft.name, [lang]: v }, `name.${lang}`)} />
        ) : (
          <TextArea id={id} value={draft.intro[lang]} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} onChange={(v) => set('intro', { ...draft.intro, [lang]: oneLine(v) }, `intro.${lang}`)} />
        )}
      </FormField>
    );
  };

  return (
    <form
      className="mall-card mall-mshop-section"
      aria-labelledby="mshop-profile-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="mall-mshop-title" id="mshop-profile-title">
        {t('profile.title')}
      </h2>
      <p className="mall-mshop-note">{t('profile.note')}</p>
      <div className="mall-mshop-pictures">
        <PictureField name="logo" label={t('profile.logo')} value={draft.logo} error={errors.logo || undefined} onChange={(url) => set('logo', url)} />
        <PictureField name="banner" label={t('profile.banner')} value={draft.banner} wide error={errors.banner || undefined} onChange={(url) => set('banner', url)} />
      </div>
      {LANGUAGES.map((lang) => languageField('name', lang))}
      {LANGUAGES.map((lang) => languageField('intro', lang))}
      <FormField label={t('profile.phone')} name="phone" error={errors.phone || undefined} htmlFor="mshop-phone">
        <Input id="mshop-phone" value={draft.phone} maxLength={24} inputMode="tel" autoComplete="tel" placeholder={t('profile.phonePlaceholder')} onChange={(v) => set('phone', v)} />
      </FormField>
      {failure && (
        <p className="mall-field-error mall-mshop-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="mall-mshop-actions">
        <Button type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="save-profile">
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
