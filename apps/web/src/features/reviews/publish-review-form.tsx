import { useState } from 'react';
import { Button, ImageUploader, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { REVIEW_CONTENT_MAX, REVIEW_MAX_IMAGES, type TPendingReviewLine, type TUserReview } from '@mall/contract/catalogue/review-fields';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { StarInput } from './review-stars.tsx';
import { usePublishReview } from './use-reviews.ts';
import { useImageCheck } from '../../shared/ui/use-image-check.ts';
import './reviews.css';

export interface PublishReviewFormProps {
  line: TPendingReviewLine;
  onPublished: (review: TUserReview) => void;
}

/**
 * The review of one received line: stars (five to start with), the text, up to six photos (uploaded one by one as they
 * are picked) and whether to appear as "***" to other shoppers. A refusal is said as the server words it.
 */
export function PublishReviewForm({ line, onPublished }: PublishReviewFormProps) {
  const { t } = useTranslation('reviews');
  const publish = usePublishReview();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [anonymous, setAnonymous] = useState(false);
  const [problem, setProblem] = useState<string>();

  const check = useImageCheck();

  const submit = () => {
    if (uploading > 0) return showToast(t('publish.uploading'));
    if (content.trim() === '') {
      setProblem(t('publish.needText'));
      return;
    }
    setProblem(undefined);
    publish.mutate(
      { orderItemId: line.orderItemId, rating, content, images: images.map((i) => i.url), anonymous },
      { onSuccess: onPublished, onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <form
      className="mall-card mall-review-form"
      data-testid="review-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <StarInput value={rating} onChange={setRating} legend={t('publish.rating')} />
      <div className="mall-review-form-field">
        <label className="mall-review-form-label" htmlFor="review-text">
          {t('publish.text')}
        </label>
        <TextArea
          id="review-text"
          value={content}
          onChange={(value) => {
            setContent(value);
            if (problem) setProblem(undefined);
          }}
          placeholder={t('publish.textPlaceholder')}
          maxLength={REVIEW_CONTENT_MAX}
          rows={4}
          autoSize={{ minRows: 4, maxRows: 10 }}
          showCount
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? 'review-form-problem' : undefined}
          data-testid="review-text"
        />
      </div>
      <div className="mall-review-form-field">
        <span className="mall-review-form-label" id="review-photos-label">
          {t('publish.photos', { max: REVIEW_MAX_IMAGES })}
        </span>
        <div role="group" aria-labelledby="review-photos-label" data-testid="review-photos">
          <ImageUploader
            value={images}
            onChange={setImages}
            upload={async (file) => ({ url: (await uploadImage(file)).url })}
            beforeUpload={check}
            onUploadQueueChange={(tasks) => setUploading(tasks.filter((task) => task.status === 'pending').length)}
            accept="image/*"
            multiple
            maxCount={REVIEW_MAX_IMAGES}
            showFailed
          />
        </div>
      </div>
      <div className="mall-review-form-switch">
        <span className="mall-review-form-label" id="review-anonymous-label">
          {t('publish.anonymous')}
        </span>
        <button
          type="button"
          role="switch"
          className="mall-review-switch"
          aria-checked={anonymous}
          aria-labelledby="review-anonymous-label"
          aria-describedby="review-anonymous-note"
          data-testid="review-anonymous"
          onClick={() => setAnonymous((v) => !v)}
        >
          <span className="mall-review-switch-knob" aria-hidden="true" />
        </button>
      </div>
      <p className="mall-review-form-note" id="review-anonymous-note">
        {anonymous ? t('publish.anonymousOn') : t('publish.anonymousOff')}
      </p>
      {problem && (
        <p className="mall-review-form-problem" id="review-form-problem" role="alert" data-testid="review-problem">
          {problem}
        </p>
      )}
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={publish.isPending} disabled={publish.isPending} data-testid="review-submit">
        {t('publish.submit')}
      </Button>
    </form>
  );
}
