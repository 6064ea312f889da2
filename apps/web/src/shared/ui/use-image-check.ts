import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@mall/contract/resource/upload-image';
import { showToast } from './toast.ts';

/**
 * The check every picture picker runs before uploading (antd-mobile ImageUploader's `beforeUpload`): a picture, and
 * no larger than the upload call takes; otherwise a toast says which, and the file is dropped.
 */
export function useImageCheck(): (file: File) => File | null {
  const { t } = useTranslation('forms');
  return (file) => {
    if (!file.type.startsWith('image/')) {
      showToast(t('upload.notImage'));
      return null;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      showToast(t('upload.tooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
      return null;
    }
    return file;
  };
}
