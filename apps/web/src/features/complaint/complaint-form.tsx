import { useRef, useState } from 'react';
import { Button, ImageUploader, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_IMAGES_MAX,
  subjectOfIds,
  type TComplaint,
  type TComplaintSubjectIds,
} from '@mall/contract/complaint/complaint-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../../shared/transport/api-error.ts';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { SubjectCard } from './subject-card.tsx';
import { SubjectPicker } from './subject-picker.tsx';
import { useComplaintSubject, useComplaintTypes, useFileComplaint } from './use-complaints.ts';
import { useImageCheck } from '../../shared/ui/use-image-check.ts';
import './complaint.css';

type Problem = 'subject' | 'type' | 'content';

export interface ComplaintFormProps {
  /** The subject the page was opened with (`?orderId=` and the like), if any. */
  initialIds: TComplaintSubjectIds;
  /** After a complaint is filed, or when the shopper asks to see the one filed before. */
  onFiled: (complaint: Pick<TComplaint, 'complaintId'>) => void;
}

/**
 * The complaint form: what it is about (from the page's query, or chosen among the shopper's recent orders), the
 * type, what happened (up to 500 characters, several lines) and up to six photos, uploaded as they are picked. One
 * request key per complaint meant: sending the same form again after a lost answer files nothing twice.
 */
export function ComplaintForm({ initialIds, onFiled }: ComplaintFormProps) {
  const { t } = useTranslation('complaint');
  const { t: tc } = useTranslation('common');
  const [ids, setIds] = useState(initialIds);
  const [picking, setPicking] = useState(false);
  const [type, setType] = useState<string>();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<Partial<Record<Problem, string>>>({});
  const sent = useRef<{ body: string; key: string } | undefined>(undefined);
  const subject = useComplaintSubject(ids);
  const types = useComplaintTypes();
  const file = useFileComplaint();
  const kind = subjectOfIds(ids);

  const check = useImageCheck();

  const submit = async () => {
    const found: Partial<Record<Problem, string>> = {};
    if (!kind || !subject.data) found.subject = t('form.needSubject');
    if (!type) found.type = t('form.needType');
    if (content.trim().length < COMPLAINT_CONTENT_MIN) found.content = t('form.contentTooShort', { min: COMPLAINT_CONTENT_MIN });
    setProblems(found);
    const first = (['subject', 'type', 'content'] as const).find((p) => found[p]);
    if (first) {
      document.querySelector<HTMLElement>(`[data-complaint-field="${first}"] :is(button, input, textarea)`)?.focus();
      return;
    }
    if (uploading > 0) return showToast(t('form.uploading'));
    const body = { subject: kind!, ...ids, type: type!, content: content.trim(), images: images.map((i) => i.url) };
    // The same complaint sent again keeps its key; a changed one is a new complaint.
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: randomRequestKey() };
    try {
      const filed = await file.mutateAsync({ ...body, requestKey: sent.current.key });
      showToast(t('form.submitted'));
      onFiled(filed);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.code === CODE.COMPLAINT_RETURN_ESCALATED) {
        const earlier = (error.data as { complaintId?: number } | undefined)?.complaintId;
        if (earlier !== undefined && (await confirmDialog({ content: t('form.alreadyEscalated'), confirmText: t('form.viewIt'), cancelText: tc('actions.cancel') }))) onFiled({ complaintId: earlier });
        return;
      }
      if (error.code !== CODE.NOT_LOGGED_IN && error.code !== CODE.SESSION_REPLACED) showToast(error.message);
    }
  };

  let about;
  if (!kind) {
    about = (
      <button type="button" className="mall-complaint-choose" onClick={() => setPicking(true)} data-testid="complaint-choose">
        {t('form.choose')}
      </button>
    );
  } else if (subject.isPending) {
    about = <ListSkeleton rows={1} lines={2} />;
  } else if (subject.isError || !subject.data) {
    const missing = isApiError(subject.error) && subject.error.code === CODE.NOT_FOUND;
    about = (
      <div className="mall-complaint-missing" role="alert">
        <p>
          <strong>{missing ? t('form.subjectMissingTitle') : subject.error?.message}</strong>
        </p>
        {missing && <p className="mall-complaint-subject-note">{t('form.subjectMissingDescription')}</p>}
        <button type="button" className="mall-complaint-choose" onClick={() => setPicking(true)} data-testid="complaint-choose">
          {t('form.choose')}
        </button>
      </div>
    );
  } else {
    about = (
      <>
        <SubjectCard about={subject.data} />
        <button type="button" className="mall-complaint-change" onClick={() => setPicking(true)} data-testid="complaint-change">
          {t('form.change')}
        </button>
      </>
    );
  }

  return (
    <div className="mall-complaint-form" data-testid="complaint-form">
      <section className="mall-card mall-complaint-section" data-complaint-field="subject" data-invalid={problems.subject ? 'true' : undefined}>
        <h2 className="mall-complaint-section-title">{t('form.about')}</h2>
        {about}
        {problems.subject && (
          <p className="mall-complaint-error" role="alert">
            {problems.subject}
          </p>
        )}
      </section>

      <section className="mall-card mall-complaint-section" data-complaint-field="type" data-invalid={problems.type ? 'true' : undefined}>
        <fieldset className="mall-complaint-types">
          <legend className="mall-complaint-section-title">{t('form.type')}</legend>
          {types.isPending ? (
            <ListSkeleton rows={1} lines={1} />
          ) : types.isError ? (
            <button type="button" className="mall-complaint-choose" onClick={() => void types.refetch()}>
              {types.error.message}
            </button>
          ) : (
            types.data.map((entry) => (
              <label key={entry.value} className="mall-complaint-type" data-checked={type === entry.value ? 'true' : undefined}>
                <input
                  type="radio"
                  name="complaint-type"
                  value={entry.value}
                  checked={type === entry.value}
                  onChange={() => {
                    setType(entry.value);
                    setProblems((p) => ({ ...p, type: undefined }));
                  }}
                  data-testid="complaint-type"
                />
                <span>{entry.label}</span>
              </label>
            ))
          )}
        </fieldset>
        {problems.type && (
          <p className="mall-complaint-error" role="alert">
            {problems.type}
          </p>
        )}
      </section>

      <section className="mall-card mall-complaint-section" data-complaint-field="content" data-invalid={problems.content ? 'true' : undefined}>
        <label htmlFor="complaint-content" className="mall-complaint-section-title">
          {t('form.content')}
        </label>
        <TextArea
          id="complaint-content"
          value={content}
          onChange={(value) => {
            setContent(value);
            if (problems.content && value.trim().length >= COMPLAINT_CONTENT_MIN) setProblems((p) => ({ ...p, content: undefined }));
          }}
          placeholder={t('form.contentPlaceholder')}
          maxLength={COMPLAINT_CONTENT_MAX}
          rows={4}
          autoSize={{ minRows: 4, maxRows: 10 }}
          showCount
          data-testid="complaint-content"
        />
        {problems.content && (
          <p className="mall-complaint-error" role="alert">
            {problems.content}
          </p>
        )}
      </section>

      <section className="mall-card mall-complaint-section" aria-labelledby="complaint-photos-title">
        <h2 id="complaint-photos-title" className="mall-complaint-section-title">
          {t('form.photos')}
        </h2>
        <p className="mall-complaint-hint">{t('form.photosHint', { max: COMPLAINT_IMAGES_MAX })}</p>
        <ImageUploader
          value={images}
          onChange={setImages}
          upload={async (picked) => ({ url: (await uploadImage(picked)).url })}
          beforeUpload={check}
          onUploadQueueChange={(tasks) => setUploading(tasks.filter((task) => task.status === 'pending').length)}
          accept="image/*"
          multiple
          maxCount={COMPLAINT_IMAGES_MAX}
          showFailed
        />
      </section>

      <Button block color="primary" shape="rounded" size="large" loading={file.isPending} disabled={file.isPending} onClick={() => void submit()} data-testid="complaint-submit">
        {file.isPending ? t('form.submitting') : t('form.submit')}
      </Button>

      <SubjectPicker
        visible={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          setIds(picked);
          setProblems((p) => ({ ...p, subject: undefined }));
        }}
      />
    </div>
  );
}
