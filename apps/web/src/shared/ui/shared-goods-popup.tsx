import { Button, Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { internalPath } from './internal-path.ts';
import { ModalPopup } from './modal-popup.tsx';
import './shared-goods-popup.css';

/** The share info of spec 3 (from `share/code/{code}`). */
export interface SharedGoods {
  uri: string;
  goodsTitle: string;
  goodsImage: string;
  userName: string;
}

export interface SharedGoodsPopupProps {
  visible: boolean;
  /** Kept while the popup closes, so it does not empty itself during the animation. */
  share: SharedGoods | undefined;
  onClose: () => void;
}

/**
 * Spec 2's shared-goods popup: who shared what, and a way to the goods. antd-mobile's popup spring settles in about
 * the spec's 300 ms; a tap on the mask closes it (spec 9).
 */
export function SharedGoodsPopup({ visible, share, onClose }: SharedGoodsPopupProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const target = share ? internalPath(share.uri) : undefined;
  return (
    <ModalPopup visible={visible} onClose={onClose} closeOnMaskClick showCloseButton destroyOnClose bodyClassName="mall-shared-goods" label={t('share.title')}>
      {share && (
        <div className="mall-shared-goods-body" data-testid="shared-goods-popup">
          <p className="mall-shared-goods-sharer">{t('share.sharedBy', { name: share.userName || t('share.someone') })}</p>
          <Image className="mall-shared-goods-image" src={share.goodsImage} fit="cover" lazy alt="" />
          <h2 className="mall-shared-goods-title">{share.goodsTitle}</h2>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            disabled={!target}
            onClick={() => {
              onClose();
              if (target) void navigate(target);
            }}
          >
            {t('actions.viewDetails')}
          </Button>
        </div>
      )}
    </ModalPopup>
  );
}
