import { useState } from 'react';
import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_ADDRESSES } from '@mall/contract/account/address-fields';
import { AddressCard } from '../../../features/account/address-card.tsx';
import { useFinishAddressPick } from '../../../features/account/use-address-pick.ts';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../../../features/account/use-addresses.ts';
import { addressPickAddPath, pickReturnPath } from '../../../shared/session/address-pick.ts';
import { confirmDeleteAddress } from '../../../shared/ui/confirm-delete-address.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../../shared/ui/page.tsx';
import { PageNavBar } from '../../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import './address.css';

const ADD_PATH = '/pages/user/address/add';

/** A positive id from the query, or undefined. */
function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The user's delivery addresses: make one the default, edit, delete (after confirming), add up to 30. In pick mode
 * (`?pick=1`, from the checkout; see shared/session/address-pick.ts) tapping an address chooses it and goes back,
 * and a new address is chosen once saved.
 */
export default function AddressListPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const finishPick = useFinishAddressPick(query);
  const chosenId = finishPick ? idParam(query.chosen) : undefined;
  // From the book in pick mode, the add page steps back twice (past the book) to the page that asked.
  const addPath = finishPick ? addressPickAddPath(pickReturnPath(query) ?? '', 2) : ADD_PATH;
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [busyId, setBusyId] = useState<number>();
  const count = addresses.data?.length ?? 0;
  const full = count >= MAX_ADDRESSES;

  const onDelete = async (id: number) => {
    if (!(await confirmDeleteAddress())) return;
    setBusyId(id);
    remove.mutate(id, {
      onSuccess: () => showToast(t('address.deleted')),
      onSettled: () => setBusyId(undefined),
    });
  };

  const onMakeDefault = (id: number) => {
    setBusyId(id);
    makeDefault.mutate(id, {
      onSuccess: () => showToast(t('address.defaultSet')),
      onSettled: () => setBusyId(undefined),
    });
  };

  let body;
  if (addresses.isPending) body = <ListSkeleton rows={3} />;
  else if (addresses.isError) body = <LoadFailed description={addresses.error.message} onRetry={() => void addresses.refetch()} />;
  else if (count === 0)
    body = <EmptyState title={t('address.emptyTitle')} description={t('address.emptyDescription')} action={{ label: t('address.add'), onClick: () => void navigate(addPath) }} />;
  else
    body = (
      <>
        <ul className="mall-address-list" data-testid="address-list">
          {addresses.data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busyId === address.id}
                onEdit={() => void navigate(`${ADD_PATH}?id=${address.id}`)}
                onDelete={() => void onDelete(address.id)}
                onMakeDefault={() => onMakeDefault(address.id)}
                onPick={finishPick && (() => finishPick(address.id))}
                chosen={chosenId === address.id}
              />
            </li>
          ))}
        </ul>
        <p className="mall-address-count">{full ? t('address.limitReached', { max: MAX_ADDRESSES }) : t('address.count', { count, max: MAX_ADDRESSES })}</p>
      </>
    );

  return (
    <Page name="user/address/list">
      <PageNavBar title={finishPick ? t('address.pickTitle') : t('address.listTitle')} />
      <main className="mall-page-body mall-address-page">{body}</main>
      {count > 0 && (
        <footer className="mall-address-footer">
          <Button block color="primary" shape="rounded" size="large" disabled={full} onClick={() => void navigate(addPath)} data-testid="add-address">
            <AddOutline /> {t('address.add')}
          </Button>
        </footer>
      )}
    </Page>
  );
}
