import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@mall/contract/account/login-user';
import { sendEmailCode } from '../../features/account/account-calls.ts';
import { AvatarPicker } from '../../features/account/avatar-picker.tsx';
import { fieldOfError } from '../../features/account/auth-errors.ts';
import { emailTarget } from '../../features/account/code-cooldown.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { codeDigits, isSignCode } from '../../features/account/password-rules.ts';
import { SendCodeButton } from '../../features/account/send-code-button.tsx';
import { useUpdateUserInfo, useUserInfo } from '../../features/account/use-user-info.ts';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { isValidEmail } from '../../shared/format/validate-email.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './profile.css';

const MAX_NAME = 32;

function NamesForm({ user }: { user: TUserInfo }) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo({ autoShowError: false });
  const [nickName, setNickName] = useState(user.nickName);
  const [name, setName] = useState(user.name);
  const [errors, setErrors] = useState<{ nickName?: string; name?: string; form?: string }>({});
  const changed = nickName.trim() !== user.nickName || name.trim() !== user.name;

  const save = () => {
    const next = {
      nickName: nickName.trim() === '' ? t('errors.nickNameRequired') : nickName.trim().length > MAX_NAME ? t('errors.nickNameLong', { max: MAX_NAME }) : undefined,
      name: name.trim().length > MAX_NAME ? t('errors.nameLong', { max: MAX_NAME }) : undefined,
    };
    setErrors(next);
    if (next.nickName || next.name) return;
    update.mutate(
      { nickName: nickName.trim(), name: name.trim() },
      {
        onSuccess: (saved) => {
          setNickName(saved.nickName);
          setName(saved.name);
          showToast(t('profile.saved'));
        },
        onError: (error) => setErrors({ form: fieldOfError(error, 'email')?.message }),
      },
    );
  };

  return (
    <form
      className="mall-card mall-profile-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <FormField label={t('profile.nickName')} name="nickName" error={errors.nickName}>
        <Input value={nickName} onChange={(v) => { setNickName(v); setErrors((prev) => ({ ...prev, nickName: undefined })); }} maxLength={MAX_NAME} placeholder={t('profile.nickNamePlaceholder')} aria-label={t('profile.nickName')} />
      </FormField>
      <FormField label={t('profile.name')} name="name" error={errors.name}>
        <Input value={name} onChange={(v) => { setName(v); setErrors((prev) => ({ ...prev, name: undefined })); }} maxLength={MAX_NAME} placeholder={t('profile.namePlaceholder')} aria-label={t('profile.name')} />
      </FormField>
      {errors.form && <p className="mall-auth-error" role="alert">{errors.form}</p>}
      <Button className="mall-profile-save" type="submit" block color="primary" shape="rounded" disabled={!changed} loading={update.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

function EmailChange({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo({ autoShowError: false });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string }>({});

  const checkEmail = () => {
    const message =
      email.trim() === ''
        ? t('errors.emailRequired')
        : !isValidEmail(email)
          ? t('errors.emailInvalid')
          : email.trim().toLowerCase() === current.toLowerCase()
            ? t('errors.emailSame')
            : undefined;
    setErrors((prev) => ({ ...prev, email: message }));
    return message === undefined;
  };

  const confirm = () => {
    const codeError = code === '' ? t('errors.codeRequired') : isSignCode(code) ? undefined : t('errors.codeInvalid');
    setErrors((prev) => ({ ...prev, code: codeError }));
    if (!checkEmail() || codeError) return;
    update.mutate(
      { email: email.trim(), emailCode: code },
      {
        onSuccess: () => {
          showToast(t('profile.emailSaved'));
          onDone();
        },
        onError: (error) => {
          const found = fieldOfError(error, 'email');
          if (found) setErrors({ [found.field === 'code' || found.field === 'email' ? found.field : 'form']: found.message });
        },
      },
    );
  };

  return (
    <div className="mall-profile-email-change" data-testid="email-change">
      <FormField label={t('profile.newEmail')} name="email" error={errors.email}>
        <Input type="email" inputMode="email" autoComplete="email" value={email} onChange={(v) => { setEmail(v); setErrors((prev) => ({ ...prev, email: undefined })); }} maxLength={254} placeholder={t('email.placeholder')} aria-label={t('profile.newEmail')} />
      </FormField>
      <FormField
        label={t('code.label')}
        name="code"
        error={errors.code}
        extra={
          <SendCodeButton
            target={isValidEmail(email) ? emailTarget(email) : undefined}
            validate={checkEmail}
            // The code proves the new address is the user's.
            send={() => sendEmailCode({ email: email.trim(), scene: 'bind' })}
          />
        }
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(v) => { setCode(codeDigits(v)); setErrors((prev) => ({ ...prev, code: undefined })); }} placeholder={t('code.placeholder')} aria-label={t('code.label')} />
      </FormField>
      {errors.form && <p className="mall-auth-error" role="alert">{errors.form}</p>}
      <div className="mall-profile-email-actions">
        <Button size="small" shape="rounded" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
        <Button size="small" shape="rounded" color="primary" loading={update.isPending} onClick={confirm}>
          {t('profile.confirmEmail')}
        </Button>
      </div>
    </div>
  );
}

/** The user's profile: picture, nickname and name, and the email (changed with a code sent to the new one). */
export default function EditUserPage() {
  const { t } = useTranslation('account');
  const user = useUserInfo();
  const avatar = useUpdateUserInfo();
  const [changingEmail, setChangingEmail] = useState(false);

  let body;
  if (user.isPending) body = <ListSkeleton rows={3} />;
  else if (user.isError) body = <LoadFailed description={user.error.message} onRetry={() => void user.refetch()} />;
  else {
    const u = user.data;
    body = (
      <>
        <section className="mall-card mall-profile-avatar">
          <AvatarPicker src={u.avatar} onUploaded={(url) => avatar.mutateAsync({ avatar: url })} />
          <div className="mall-profile-avatar-text">
            <strong>{u.nickName}</strong>
            <span>{t('profile.avatarHint')}</span>
          </div>
        </section>
        <NamesForm key={u.userId} user={u} />
        <section className="mall-card mall-profile-card">
          <FormField label={t('profile.mobile')} name="mobile">
            <span className="mall-profile-value">{u.mobile ? `+${u.phoneCode} ${maskMobile(u.mobile)}` : t('profile.notLinked')}</span>
          </FormField>
          <FormField
            label={t('profile.email')}
            name="currentEmail"
            extra={
              !changingEmail && (
                <Button size="mini" fill="outline" color="primary" shape="rounded" onClick={() => setChangingEmail(true)}>
                  {u.email ? t('profile.change') : t('profile.link')}
                </Button>
              )
            }
          >
            <span className="mall-profile-value" data-testid="current-email">
              {u.email || t('profile.notLinked')}
            </span>
          </FormField>
          {changingEmail && <EmailChange current={u.email} onDone={() => setChangingEmail(false)} />}
          <FormField label={t('profile.number')} name="number">
            <span className="mall-profile-value">{u.number}</span>
          </FormField>
        </section>
      </>
    );
  }

  return (
    <Page name="user/edituser">
      <PageNavBar title={t('profile.title')} />
      <main className="mall-page-body mall-profile">{body}</main>
    </Page>
  );
}
