import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TShareInfo } from '@mall/contract/share/share-fields';
import './share.css';

/** What a share stands for: who shared (or invited), the goods' picture and title, and the button that opens it. */
export function SharedCard({ info, onOpen }: { info: TShareInfo; onOpen?: () => void }) {
  const { t } = useTranslation('share');
  const navigate = useNavigate();
  const open = () => {
    onOpen?.();
    void navigate(info.uri);
  };
  return (
    <div data-testid="shared-popup">
      <h2 className="mall-share-popup-title">{info.kind === 'goods' ? t('popup.sharedBy', { name: info.userName }) : t('popup.invitedBy', { name: info.userName })}</h2>
      {info.kind === 'goods' ? (
        <div className="mall-share-popup-goods">
          <img src={info.goodsImage ?? ''} alt="" width={96} height={96} />
          <p>{info.goodsTitle}</p>
        </div>
      ) : (
        <p className="mall-share-popup-note">{t('popup.inviteNote')}</p>
      )}
      <Button block color="primary" shape="rounded" onClick={open} data-testid="shared-popup-open">
        {info.kind === 'goods' ? t('popup.view') : t('popup.register')}
      </Button>
    </div>
  );
}
