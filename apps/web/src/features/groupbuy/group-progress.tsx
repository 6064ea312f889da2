import { useTranslation } from 'react-i18next';

/** How far a group is toward its target: a labelled progress bar (units joined of the threshold) and its text. */
export function GroupProgress({ joined, threshold, id }: { joined: number; threshold: number; id: string }) {
  const { t } = useTranslation('groupbuy');
  const percent = Math.min(100, Math.round((joined / Math.max(1, threshold)) * 100));
  const text = t('card.joined', { joined, threshold });
  return (
    <>
      <div className="mall-gb-progress" role="progressbar" aria-valuemin={0} aria-valuemax={threshold} aria-valuenow={Math.min(joined, threshold)} aria-valuetext={text} aria-labelledby={id}>
        <div className="mall-gb-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="mall-gb-meta" id={id}>
        {text}
      </p>
    </>
  );
}
