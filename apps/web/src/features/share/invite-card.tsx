import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toLang } from '@mall/contract/platform/languages';
import { buildShareText, encodeShareCode } from '@mall/contract/share/share-code';
import { copyText } from '../../shared/format/copy-text.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { shareQueries } from './share-queries.ts';
import './share.css';

/**
 * "Invite friends" on the me tab: the shopper's invite code, what inviting earns, and a button that copies the
 * invitation (the spec's invite marker with the short code of the shopper, and the register link with the code).
 */
export function InviteCard({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('share');
  const invite = useQuery(shareQueries.invite(useQueryLang()));
  if (!invite.data) return null;
  const mine = invite.data;
  const copy = async () => {
    const text = `${buildShareText('invite', encodeShareCode({ userId }), t('invite.textTitle', { code: mine.inviteCode }), toLang(i18n.language))} ${window.location.origin}${mine.registerUri}`;
    showToast((await copyText(text)) ? t('copied') : t('copyFailed'));
  };
  return (
    <section className="mall-card mall-invite-card" aria-labelledby="invite-heading" data-testid="invite-card">
      <div>
        <h2 id="invite-heading" className="mall-invite-title">
          {t('invite.title')}
        </h2>
        <p className="mall-invite-note">{t('invite.note', { points: mine.rewardPoints })}</p>
        <p className="mall-invite-code">
          {t('invite.code')} <strong data-testid="invite-code">{mine.inviteCode}</strong>
          <span aria-hidden> · </span>
          {t('invite.count', { count: mine.invitedCount, points: mine.rewardedPoints })}
        </p>
      </div>
      <Button size="small" color="primary" shape="rounded" onClick={() => void copy()} data-testid="invite-copy">
        {t('invite.copy')}
      </Button>
    </section>
  );
}
