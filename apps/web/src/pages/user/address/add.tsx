import { AddressPin, type Pin } from '../../../features/account/address-pin.tsx';
import { useState } from 'react';
import { Button, Input, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CODE } from '@mall/contract/platform/code-numbers';
import { useLocation, useNavigate } from 'react-router';
import type { TAddress } from '@mall/contract/account/address-fields';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { useFinishAddressPick } from '../../../features/account/use-address-pick.ts';
import { useAddress, useAddresses, useSaveAddress } from '../../../features/account/use-addresses.ts';
import { AreaCascader, NationPicker, PhoneCodePicker } from '../../../features/location/nation-pickers.tsx';
import { useNations, useTopAreas } from '../../../features/location/use-locations.ts';
import { isValidPhone } from '../../../shared/format/validate-phone.ts';
import { isApiError } from '../../../shared/transport/api-error.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../../shared/ui/page.tsx';
import { PageNavBar } from '../../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import '../../../shared/ui/form-field.css';
import './address.css';

const LIST_PATH = '/pages/user/address/list';
const MAX_RECEIVER = 32;
const MAX_DETAIL = 200;
const MAX_POSTCODE = 16;

type Field = 'receiverName' | 'mobile' | 'nation' | 'area' | 'detail' | 'postcode' | 'form';
type Errors = Partial<Record<Field, string>>;

function parseId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** One line of text: line breaks and other control characters become spaces (the contract refuses them). */
function oneLine(value: string): string {
  let out = '';
  for (const ch of value) out += ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch;
  return out;
}

interface AddressFormProps {
  initial: TAddress | undefined;
  isFirst: boolean;
  /** Pick mode: the saved address becomes the choice of the page that asked for one (see address-pick.ts). */
  onPicked?: (addressId: number) => void;
}

function AddressForm({ initial, isFirst, onPicked }: AddressFormProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const nations = useNations();
  const save = useSaveAddress();

  const [receiverName, setReceiverName] = useState(initial?.receiverName ?? '');
  const [phoneCode, setPhoneCode] = useState(initial?.phoneCode ?? '86');
  const [phoneCodeTouched, setPhoneCodeTouched] = useState(initial !== undefined);
  const [mobile, setMobile] = useState(initial?.mobile ?? '');
  const [chosenNation, setChosenNation] = useState(initial?.nationId);
  const [areaIds, setAreaIds] = useState<number[]>(() => (initial ? [initial.provinceId, initial.cityId, initial.districtId].filter((id): id is number => id !== null) : []));
  const [areaNames, setAreaNames] = useState<string[]>(() =>
    initial ? [initial.provinceName, initial.cityName, initial.districtName].filter((n): n is string => n !== null) : [],
  );
  const [detail, setDetail] = useState(initial?.detail ?? '');
  const [postcode, setPostcode] = useState(initial?.postcode ?? '');
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? isFirst);
  const [pin, setPin] = useState<Pin | undefined>();
  const [errors, setErrors] = useState<Errors>({});

  /** A setter that also clears the field's error: it goes while the shopper types. */
  const edit =
    <T,>(field: Field, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((prev) => (prev[field] === undefined ? prev : { ...prev, [field]: undefined }));
    };

  // A new address starts in the first nation the platform lists (its home market) until the shopper picks another.
  const nationId = chosenNation ?? (initial ? undefined : nations.data?.[0]?.id);
  const topAreas = useTopAreas(nationId);
  const needsAreas = (topAreas.data?.length ?? 0) > 0;
  const effectivePhoneCode = phoneCodeTouched ? phoneCode : (nations.data?.find((n) => n.id === nationId)?.phoneCode ?? phoneCode);
  const defaultLocked = isFirst || initial?.isDefault === true;

  const validate = (): Errors => {
    const next: Errors = {};
    const name = receiverName.trim();
    if (name === '') next.receiverName = t('address.errors.receiverRequired');
    else if (name.length > MAX_RECEIVER) next.receiverName = t('address.errors.receiverLong', { max: MAX_RECEIVER });
    if (mobile.trim() === '') next.mobile = t('errors.mobileRequired');
    else if (!isValidPhone(mobile)) next.mobile = t('errors.mobileInvalid');
    if (nationId === undefined) next.nation = t('address.errors.nationRequired');
    else if (topAreas.isError) next.area = t('address.areasFailed');
    else if (needsAreas && areaIds.length === 0) next.area = t('address.errors.regionRequired');
    const line = detail.trim();
    if (line === '') next.detail = t('address.errors.detailRequired');
    else if (line.length > MAX_DETAIL) next.detail = t('address.errors.detailLong', { max: MAX_DETAIL });
    if (postcode.trim().length > MAX_POSTCODE || !/^[A-Za-z0-9 -]*$/.test(postcode.trim())) next.postcode = t('address.errors.postcodeInvalid');
    return next;
  };

  const submit = () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || nationId === undefined) return;
    const [provinceId = null, cityId = null, districtId = null] = areaIds;
    save.mutate(
      {
        ...(initial ? { id: initial.id } : {}),
        receiverName: receiverName.trim(),
        phoneCode: effectivePhoneCode,
        mobile: mobile.trim(),
        nationId,
        provinceId,
        cityId,
        districtId,
        detail: detail.trim(),
        postcode: postcode.trim(),
        isDefault,
        ...(pin ? { pin } : {}),
      },
      {
        onSuccess: (saved) => {
          showToast(t('address.saved'));
          if (onPicked) onPicked(saved.id);
          else if (location.key === 'default') void navigate(LIST_PATH, { replace: true });
          else void navigate(-1);
        },
        onError: (error) => {
          if (isApiError(error) && error.code !== 600003) setErrors({ form: error.message });
        },
      },
    );
  };

  return (
    <form
      className="mall-address-page"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className="mall-card mall-address-form">
        <FormField label={t('address.receiver')} name="receiverName" error={errors.receiverName}>
          <Input value={receiverName} onChange={(v) => edit('receiverName', setReceiverName)(oneLine(v))} maxLength={MAX_RECEIVER} autoComplete="name" placeholder={t('address.receiverPlaceholder')} aria-label={t('address.receiver')} />
        </FormField>
        <FormField
          label={t('address.mobile')}
          name="mobile"
          error={errors.mobile}
          prefix={
            <PhoneCodePicker
              value={effectivePhoneCode}
              onChange={(code) => {
                setPhoneCode(code);
                setPhoneCodeTouched(true);
              }}
            />
          }
        >
          <Input type="tel" inputMode="tel" autoComplete="tel-national" value={mobile} onChange={edit('mobile', setMobile)} maxLength={20} placeholder={t('phone.mobilePlaceholder')} aria-label={t('address.mobile')} />
        </FormField>
        <FormField label={t('address.nation')} name="nation" error={errors.nation}>
          <NationPicker
            value={nationId}
            placeholder={t('address.choose')}
            onChange={(nation) => {
              if (nation.id === nationId) return;
              setChosenNation(nation.id);
              setAreaIds([]);
              setAreaNames([]);
              setErrors((prev) => ({ ...prev, nation: undefined, area: undefined }));
            }}
          />
        </FormField>
        <FormField label={t('address.region')} name="area" error={errors.area}>
          <AreaCascader
            nationId={nationId}
            value={areaIds}
            names={areaNames}
            placeholder={t('address.regionPlaceholder')}
            onChange={(ids, names) => {
              setAreaIds(ids);
              setAreaNames(names);
              setErrors((prev) => ({ ...prev, area: undefined }));
            }}
          />
        </FormField>
        <FormField label={t('address.detail')} name="detail" error={errors.detail} htmlFor="address-detail">
          <TextArea
            id="address-detail"
            className="mall-address-textarea"
            value={detail}
            onChange={(v) => edit('detail', setDetail)(oneLine(v))}
            maxLength={MAX_DETAIL}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('address.detailPlaceholder')}
          />
        </FormField>
        <FormField label={t('address.postcode')} name="postcode" error={errors.postcode}>
          <Input value={postcode} onChange={edit('postcode', setPostcode)} maxLength={MAX_POSTCODE} autoComplete="postal-code" placeholder={t('address.postcodePlaceholder')} aria-label={t('address.postcode')} />
        </FormField>
        <AddressPin pin={pin} onPin={setPin} />
      </section>
      <section className="mall-card mall-address-default">
        <span className="mall-address-default-text">
          <strong>{t('address.setDefault')}</strong>
          <span>{defaultLocked ? (isFirst ? t('address.firstIsDefault') : t('address.alwaysOneDefault')) : t('address.setDefaultHint')}</span>
        </span>
        <Switch checked={isDefault} disabled={defaultLocked} onChange={setIsDefault} aria-label={t('address.setDefault')} />
      </section>
      {errors.form && (
        <p className="mall-address-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={save.isPending} data-testid="save-address">
        {t('address.save')}
      </Button>
    </form>
  );
}

/** Add an address, or edit one with ?id=; with ?pick= the new address is chosen for the page that asked (checkout). */
export default function AddressAddPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const finishPick = useFinishAddressPick(query);
  const id = parseId(query.id);
  const editing = query.id !== undefined;
  const address = useAddress(id);
  const list = useAddresses();

  let body;
  if (editing && id === undefined) body = <EmptyState title={t('address.notFoundTitle')} description={t('address.notFoundDescription')} action={{ label: t('address.backToList'), onClick: () => void navigate(LIST_PATH, { replace: true }) }} />;
  else if ((editing && address.isPending) || (!editing && list.isPending)) body = <ListSkeleton rows={2} lines={4} />;
  else if (editing && address.isError)
    body =
      isApiError(address.error) && address.error.code === CODE.NOT_FOUND ? (
        <EmptyState title={t('address.notFoundTitle')} description={t('address.notFoundDescription')} action={{ label: t('address.backToList'), onClick: () => void navigate(LIST_PATH, { replace: true }) }} />
      ) : (
        <LoadFailed description={address.error.message} onRetry={() => void address.refetch()} />
      );
  else body = <AddressForm key={address.data?.id ?? 'new'} initial={editing ? address.data : undefined} isFirst={!editing && list.data !== undefined && list.data.length === 0} onPicked={editing ? undefined : finishPick} />;

  return (
    <Page name="user/address/add">
      <PageNavBar title={editing ? t('address.editTitle') : t('address.addTitle')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
