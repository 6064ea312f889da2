import { useEffect, useRef, useState } from 'react';
import { Avatar, DotLoading } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@mall/contract/resource/upload-image';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { AvatarFallback } from './avatar-fallback.tsx';
import './avatar-picker.css';

const ACCEPTED = /^image\/(jpeg|png|webp|gif|heic|heif|avif)$/;

/** Why a chosen file cannot be an avatar, if it cannot: not an image, or over the upload limit. */
export function avatarFileProblem(file: { type: string; size: number }): 'type' | 'size' | undefined {
  if (!ACCEPTED.test(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return undefined;
}

/**
 * The user's picture with a camera badge: choosing a file shows it at once, uploads it (resource/cos/upload) and
 * hands its URL to `onUploaded`, which saves it; on failure the previous picture comes back.
 */
export function AvatarPicker({ src, onUploaded }: { src: string; onUploaded: (url: string) => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      showToast(problem === 'type' ? t('profile.avatarNotImage') : t('profile.avatarTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const uploaded = await uploadImage(file);
      await onUploaded(uploaded.url);
      showToast(t('profile.avatarSaved'));
    } catch {
      // The transport showed why.
    } finally {
      setPreview(undefined);
      setBusy(false);
    }
  };

  return (
    <button type="button" className="mall-avatar-picker" onClick={() => input.current?.click()} disabled={busy} aria-label={t('profile.changeAvatar')} data-testid="avatar-picker">
      <Avatar className="mall-avatar-picker-image" src={preview ?? src} fallback={<AvatarFallback />} />
      <span className="mall-avatar-picker-badge" aria-hidden>
        <CameraOutline />
      </span>
      {busy && (
        <span className="mall-avatar-picker-busy" role="status" aria-label={t('profile.uploading')}>
          <DotLoading color="white" />
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again still counts as a choice.
          event.target.value = '';
          void choose(file);
        }}
      />
    </button>
  );
}
