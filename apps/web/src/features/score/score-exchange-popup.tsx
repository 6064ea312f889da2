import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Popup } from 'antd-mobile';
import { Link } from 'react-router';
import type { TScoreGoods } from '@mall/contract/loyalty/query-score-goods';
import type { TAddress } from '@mall/contract/account/address-fields';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';

/**
 * Exchanging points for a score goods: the shopper picks which of their addresses it is sent to (the default one
 * first) and confirms; without an address, a way to add one. The points go only with the confirmation.
 */
export function ScoreExchangePopup({
  goods,
  addresses,
  busy,
  onClose,
  onConfirm,
}: {
  goods: TScoreGoods | undefined;
  /** The shopper's address book (the page asks for it while the popup is open). */
  addresses: UseQueryResult<TAddress[]>;
  busy: boolean;
  onClose: () => void;
  onConfirm: (addressId: number) => void;
}) {
  const { t, i18n } = useTranslation('score');
  const { t: tc } = useTranslation('common');
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const list = addresses.data ?? [];
  // The default address (listed first) until the shopper picks another.
  const selected = list.find((a) => a.id === chosen)?.id ?? list[0]?.id;

  let body;
  if (addresses.isPending) body = <ListSkeleton rows={2} />;
  else if (addresses.isError) body = <LoadFailed description={addresses.error.message} onRetry={() => void addresses.refetch()} />;
  else if (list.length === 0)
    body = (
      <p className="mall-score-expiring">
        {t('exchange.noAddress')} <Link to="/pages/user/address/add">{t('exchange.addAddress')}</Link>
      </p>
    );
  else
    body = (
      <fieldset className="mall-score-addresses">
        <legend className="mall-score-label">{t('exchange.sendTo')}</legend>
        {list.map((a) => (
          <label key={a.id} className="mall-score-address">
            <input type="radio" name="score-address" value={a.id} checked={selected === a.id} onChange={() => setChosen(a.id)} data-testid="score-address-option" />
            <span>
              <strong>
                {a.receiverName} {a.mobile}
              </strong>
              <span className="mall-score-entry-time">
                {a.areaText} {a.detail}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    );

  return (
    <Popup visible={goods !== undefined} onMaskClick={onClose} onClose={onClose} bodyClassName="mall-score-popup" destroyOnClose>
      {goods && (
        <section role="dialog" aria-modal="true" aria-labelledby="score-exchange-title" data-testid="score-exchange-popup">
          <h2 id="score-exchange-title" className="mall-score-heading">
            {t('exchange.title', { title: goods.title })}
          </h2>
          <p className="mall-score-points">{t('goods.price', { points: goods.scorePrice.toLocaleString(i18n.language) })}</p>
          {body}
          <div className="mall-score-popup-actions">
            <Button onClick={onClose}>{tc('actions.cancel')}</Button>
            <Button color="primary" loading={busy} disabled={busy || selected === undefined} onClick={() => {
                if (selected !== undefined) onConfirm(selected);
              }} data-testid="score-exchange-confirm">
              {t('exchange.confirm', { points: goods.scorePrice.toLocaleString(i18n.language) })}
            </Button>
          </div>
        </section>
      )}
    </Popup>
  );
}
