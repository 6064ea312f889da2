import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { LinkOutline, SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { toLang } from '@mall/contract/platform/languages';
import { buildShareText } from '@mall/contract/share/share-code';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { copyText } from '../../shared/format/copy-text.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { GOODS_API } from './goods-api.ts';
import './share-sheet.css';

export interface ShareSheetProps {
  visible: boolean;
  onClose: () => void;
  goods: { id: number; title: string; image: string; priceMin: number };
  /** The goods page's address, as a full URL. */
  url: string;
}

/**
 * Sharing a goods: what the friend will see (picture, title, price) and two ways to send it, copying the text
 * (spec 8's "Content copied" / "Copy failed, please copy manually") or the device's own share sheet where the
 * browser has one. A logged-in shopper's text carries the spec's share code (`share/rel/save`), so the friend's app
 * shows the shared-goods popup when it is opened with the text on the clipboard; a visitor's carries the link alone.
 */
export function ShareSheet({ visible, onClose, goods, url }: ShareSheetProps) {
  const { t, i18n } = useTranslation('goods');
  const { token } = useSession();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (!visible || !token || code) return;
    let live = true;
    callApi(GOODS_API.saveShare, { goodsId: goods.id }, { autoShowError: false })
      .then((share) => live && setCode(share.code))
      // Without a code the text still carries the link.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [visible, token, code, goods.id]);
  const text = code ? `${buildShareText('share', code, goods.title, toLang(i18n.language))} ${url}` : `${goods.title} ${url}`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    const copied = await copyText(text);
    showToast(copied ? t('share.copied') : t('share.copyFailed'));
    if (copied) onClose();
  };

  const share = async () => {
    try {
      await navigator.share({ title: goods.title, text: goods.title, url });
      onClose();
    } catch (error) {
      // Closing the device's sheet is the shopper's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) showToast(t('share.failed'));
    }
  };

  return (
    <ModalPopup visible={visible} onClose={onClose} closeOnMaskClick showCloseButton bodyClassName="mall-share-sheet">
      <h2 className="mall-share-sheet-title">{t('share.title')}</h2>
      <div className="mall-share-sheet-card" data-testid="share-card">
        <img src={goods.image} alt="" width={72} height={72} />
        <div>
          <p className="mall-share-sheet-goods">{goods.title}</p>
          <Price minor={goods.priceMin} size="small" />
        </div>
      </div>
      <p className="mall-share-sheet-link" data-testid="share-text">
        {text}
      </p>
      <div className="mall-share-sheet-actions">
        <Button block shape="rounded" color="primary" fill={canShare ? 'outline' : 'solid'} onClick={() => void copy()} data-testid="share-copy">
          <LinkOutline aria-hidden /> {t('share.copyLink')}
        </Button>
        {canShare && (
          <Button block shape="rounded" color="primary" onClick={() => void share()}>
            <SendOutline aria-hidden /> {t('share.more')}
          </Button>
        )}
      </div>
    </ModalPopup>
  );
}
