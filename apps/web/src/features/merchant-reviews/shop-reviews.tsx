import { useState } from 'react';
import { Button, Tabs, TextArea } from 'antd-mobile';
import { StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MERCHANT_REVIEW_TABS, REVIEW_REPLY_MAX, type MerchantReviewTab, type TMerchantReview } from '@mall/contract/catalogue/review-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useReplyReview, useShopReviewList } from './use-merchant-reviews.ts';
import './merchant-reviews.css';

/** The tab a page address names, the unanswered reviews by default. */
export function reviewTabOf(value: string | undefined): MerchantReviewTab {
  return MERCHANT_REVIEW_TABS.find((x) => x === value) ?? 'unanswered';
}

/** The reply box under an unanswered review: opened by "Reply", sent once; a refusal is said beside it. */
function ReplyBox({ shopId, review }: { shopId: number; review: TMerchantReview }) {
  const { t } = useTranslation('reviews');
  const reply = useReplyReview(shopId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldId = `mreview-reply-${review.id}`;
  if (!open)
    return (
      <div className="mall-mreview-actions">
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => setOpen(true)} data-testid="review-reply-open">
          {t('merchant.reply')}
          <span className="mall-visually-hidden"> {review.goodsTitle}</span>
        </Button>
      </div>
    );
  const send = () => {
    if (text.trim() === '') return setProblem(t('merchant.needText'));
    setProblem(undefined);
    reply.mutate(
      { reviewId: review.id, reply: text },
      { onSuccess: () => showToast(t('merchant.replied')), onError: (error) => setProblem(error.message) },
    );
  };
  return (
    <div className="mall-mreview-reply-box" data-testid="review-reply-box">
      <label className="mall-mreview-reply-label" htmlFor={fieldId}>
        {t('merchant.replyLabel')}
      </label>
      <TextArea
        id={fieldId}
        value={text}
        onChange={setText}
        placeholder={t('merchant.replyPlaceholder')}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        autoSize={{ minRows: 3, maxRows: 8 }}
        showCount
        data-testid="review-reply-text"
      />
      {problem && (
        <p className="mall-mreview-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="mall-mreview-actions">
        <Button size="small" shape="rounded" onClick={() => setOpen(false)} disabled={reply.isPending}>
          {t('merchant.cancel')}
        </Button>
        <Button size="small" shape="rounded" color="primary" loading={reply.isPending} disabled={reply.isPending} onClick={send} data-testid="review-reply-send">
          {t('merchant.send')}
        </Button>
      </div>
    </div>
  );
}

/** One review of the shop's goods: the goods, who (masked) and when, the stars, the SKU, the text and photos, and the reply or the box for one. */
function ShopReviewCard({ shopId, review }: { shopId: number; review: TMerchantReview }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <li className="mall-card mall-mreview" data-testid="merchant-review" data-review-id={review.id} data-answered={review.reply !== null}>
      <div className="mall-mreview-goods">
        <img src={review.goodsImage} alt="" width={40} height={40} loading="lazy" />
        <span className="mall-mreview-goods-title">{review.goodsTitle}</span>
      </div>
      <div className="mall-mreview-head">
        <span className="mall-mreview-name">{review.nickName === '***' ? t('merchant.anonymous') : review.nickName}</span>
        <span className="mall-mreview-stars" role="img" aria-label={t('card.stars', { count: review.rating })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <StarFill key={n} aria-hidden className={n <= review.rating ? 'is-on' : ''} />
          ))}
        </span>
        <time className="mall-mreview-date" dateTime={review.createdAt}>
          {formatDateTime(review.createdAt, i18n.language)}
        </time>
      </div>
      {review.skuName && <p className="mall-mreview-sku">{review.skuName}</p>}
      <p className="mall-mreview-content">{review.content}</p>
      {review.images.length > 0 && (
        <ul className="mall-mreview-pictures">
          {review.images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <a href={src} target="_blank" rel="noreferrer" aria-label={t('card.openPicture', { index: i + 1, total: review.images.length })}>
                <img src={src} alt="" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply !== null ? (
        <div className="mall-mreview-reply" data-testid="merchant-review-reply">
          <strong>{t('card.shopReply')}</strong>
          {review.repliedAt && <time dateTime={review.repliedAt}>{formatDateTime(review.repliedAt, i18n.language)}</time>}
          <p>{review.reply}</p>
        </div>
      ) : (
        <ReplyBox shopId={shopId} review={review} />
      )}
    </li>
  );
}

/** A shop's reviews in three tabs (waiting for a reply, answered, all), each loading more as the merchant scrolls. */
export function ShopReviews({ shopId, tab, onTab }: { shopId: number; tab: MerchantReviewTab; onTab: (tab: MerchantReviewTab) => void }) {
  const { t } = useTranslation('reviews');
  const pages = useShopReviewList(shopId, tab);
  const reviews = pages.data?.pages.flatMap((p) => p.list) ?? [];
  let list;
  if (pages.isPending) list = <ListSkeleton rows={3} />;
  else if (pages.isError) list = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (reviews.length === 0) list = <EmptyState title={t(`merchant.empty.${tab}.title`)} description={t(`merchant.empty.${tab}.description`)} />;
  else
    list = (
      <>
        <ul className="mall-mreview-list" data-testid="merchant-reviews" data-tab={tab}>
          {reviews.map((review) => (
            <ShopReviewCard key={review.id} shopId={shopId} review={review} />
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );
  return (
    <div className="mall-mreviews">
      <Tabs activeKey={tab} onChange={(key) => onTab(reviewTabOf(key))} className="mall-mreviews-tabs">
        {MERCHANT_REVIEW_TABS.map((x) => (
          <Tabs.Tab key={x} title={t(`merchant.tabs.${x}`)} />
        ))}
      </Tabs>
      {list}
    </div>
  );
}
