import { useState } from 'react';
import { Button, Checkbox, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SHOP_RIGHTS, type ShopRight } from '@mall/contract/platform/api';
import type { TShopMember } from '@mall/contract/shop/shop-staff';
import { isValidEmail } from '../../shared/format/validate-email.ts';
import { isValidPhone } from '../../shared/format/validate-phone.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useShopStaff, useStaffChanges } from './use-merchant-console.ts';
import './staff-panel.css';

function RightsPicker({ value, onChange, label }: { value: ShopRight[]; onChange: (rights: ShopRight[]) => void; label: string }) {
  const { t } = useTranslation('merchant');
  return (
    <Checkbox.Group value={value} onChange={(v) => onChange(v as ShopRight[])}>
      <div className="mall-staff-rights" role="group" aria-label={label}>
        {SHOP_RIGHTS.map((r) => (
          <Checkbox key={r} value={r}>
            {t(`console.rights.${r}`)}
          </Checkbox>
        ))}
      </div>
    </Checkbox.Group>
  );
}

function InviteForm({ shopId }: { shopId: number }) {
  const { t } = useTranslation('merchant');
  const { invite } = useStaffChanges(shopId);
  const [by, setBy] = useState<'phone' | 'email'>('phone');
  const [login, setLogin] = useState('');
  const [rights, setRights] = useState<ShopRight[]>(['orders']);
  const [error, setError] = useState<string>();

  const submit = () => {
    const value = login.trim();
    const problem = value === '' ? t('errors.required') : by === 'phone' ? (isValidPhone(value) ? undefined : t('errors.phone')) : isValidEmail(value) ? undefined : t('errors.email');
    if (problem || rights.length === 0) return setError(problem ?? t('staff.chooseRights'));
    setError(undefined);
    invite.mutate(by === 'phone' ? { shopId, phoneCode: '86', mobile: value, rights } : { shopId, email: value, rights }, {
      onSuccess: () => {
        showToast(t('staff.added'));
        setLogin('');
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <section className="mall-card mall-staff-invite" aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title" className="mall-dashboard-title">
        {t('staff.inviteTitle')}
      </h2>
      {/* Native radios: antd-mobile's Segmented puts inputs inside a role that may not hold them (axe). */}
      <fieldset className="mall-staff-by">
        <legend className="mall-visually-hidden">{t('staff.findBy')}</legend>
        {(['phone', 'email'] as const).map((v) => (
          <label key={v} data-checked={by === v ? 'true' : undefined}>
            <input type="radio" name="staff-by" value={v} checked={by === v} onChange={() => setBy(v)} />
            {v === 'phone' ? t('staff.byPhone') : t('staff.byEmail')}
          </label>
        ))}
      </fieldset>
      <FormField label={by === 'phone' ? t('staff.phone') : t('staff.email')} name="login" error={error} htmlFor="staff-login">
        <Input
          id="staff-login"
          value={login}
          onChange={setLogin}
          inputMode={by === 'phone' ? 'tel' : 'email'}
          maxLength={by === 'phone' ? 20 : 254}
          placeholder={by === 'phone' ? t('staff.phonePlaceholder') : 'name@example.com'}
        />
      </FormField>
      <RightsPicker value={rights} onChange={setRights} label={t('staff.rights')} />
      <Button block color="primary" shape="rounded" loading={invite.isPending} onClick={submit} data-testid="staff-invite">
        {t('staff.add')}
      </Button>
    </section>
  );
}

function MemberRow({ shopId, member, mine }: { shopId: number; member: TShopMember; mine: boolean }) {
  const { t } = useTranslation('merchant');
  const { setRights, revoke } = useStaffChanges(shopId);
  const [rights, setLocal] = useState<ShopRight[]>(member.rights);
  const changed = rights.length > 0 && (rights.length !== member.rights.length || rights.some((r) => !member.rights.includes(r)));
  return (
    <li className="mall-staff-member" data-member={member.accountId}>
      <p className="mall-staff-member-head">
        <strong>{member.nickName}</strong>
        <span>{member.account}</span>
        <span className="mall-console-shop-role">{t(`console.roles.${member.role}`)}</span>
      </p>
      {member.role === 'staff' &&
        (mine ? (
          <>
            <RightsPicker value={rights} onChange={setLocal} label={t('staff.rightsOf', { name: member.nickName })} />
            <p className="mall-shop-order-actions">
              <Button
                size="small"
                shape="rounded"
                onClick={async () => {
                  const ok = await confirmDialog({ content: t('staff.removeConfirm', { name: member.nickName }), confirmText: t('staff.remove'), cancelText: t('console.cancel') });
                  if (ok) revoke.mutate({ shopId, accountId: member.accountId }, { onSuccess: () => showToast(t('staff.removed')) });
                }}
              >
                {t('staff.remove')}
              </Button>
              <Button size="small" shape="rounded" color="primary" disabled={!changed} loading={setRights.isPending} onClick={() => setRights.mutate({ shopId, accountId: member.accountId, rights }, { onSuccess: () => showToast(t('staff.saved')) })}>
                {t('staff.save')}
              </Button>
            </p>
          </>
        ) : (
          <p className="mall-staff-member-rights">{member.rights.map((r) => t(`console.rights.${r}`)).join(' · ')}</p>
        ))}
    </li>
  );
}

/** The shop's people: the owner adds an account by phone or email with rights, changes rights and removes staff. */
export function StaffPanel({ shopId, isOwner }: { shopId: number; isOwner: boolean }) {
  const { t } = useTranslation('merchant');
  const staff = useShopStaff(shopId);
  if (staff.isPending) return <ListSkeleton rows={3} />;
  if (staff.isError) return <LoadFailed description={staff.error.message} onRetry={() => void staff.refetch()} />;
  return (
    <>
      {isOwner ? <InviteForm shopId={shopId} /> : <p className="mall-card mall-staff-note">{t('staff.ownerOnly')}</p>}
      <section className="mall-card mall-staff-list" aria-labelledby="staff-list-title">
        <h2 id="staff-list-title" className="mall-dashboard-title">
          {t('staff.members', { count: staff.data.list.length })}
        </h2>
        <ul>
          {staff.data.list.map((m) => (
            <MemberRow key={`${m.accountId}-${m.rights.join()}`} shopId={shopId} member={m} mine={isOwner} />
          ))}
        </ul>
      </section>
    </>
  );
}
