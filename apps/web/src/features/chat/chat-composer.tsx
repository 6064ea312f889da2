import { useId, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { PictureOutline, SmileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '@mall/contract/chat/chat-fields';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { useImageCheck } from '../../shared/ui/use-image-check.ts';

/** A small static set of emoji, put into the text where the cursor is. */
export const CHAT_EMOJI = ['😀', '😂', '😊', '😍', '🥰', '😉', '🤔', '😅', '😭', '😮', '😴', '😎', '👍', '👌', '🙏', '👏', '💪', '🎉', '❤️', '🌸', '🔥', '✨', '📦', '🚚'] as const;

export interface ChatComposerProps {
  onText: (text: string) => void;
  onImage: (url: string) => void;
  disabled?: boolean;
}

/** The line under a conversation: text (Enter sends), emoji, a picture. */
export function ChatComposer({ onText, onImage, disabled }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const checkImage = useImageCheck();
  const ids = { input: useId(), emoji: useId() };

  const send = () => {
    if (disabled || !/\S/.test(text)) return;
    onText(text.trim());
    setText('');
  };

  const insert = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + emoji + text.slice(end)).slice(0, CHAT_TEXT_MAX);
    setText(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const pick = async (picked: File | undefined) => {
    const ok = picked ? checkImage(picked) : null;
    if (!ok) return;
    setUploading(true);
    try {
      onImage((await uploadImage(ok, { purpose: 'public' })).url);
    } catch {
      // The transport said why (a toast).
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="mall-chat-composer" data-testid="chat-composer">
      <div className="mall-chat-composer-row">
        <button
          type="button"
          className="mall-chat-tool"
          aria-expanded={emojiOpen}
          aria-controls={ids.emoji}
          onClick={() => setEmojiOpen((v) => !v)}
          data-testid="chat-emoji-toggle"
        >
          <SmileOutline aria-hidden />
          <span className="mall-visually-hidden">{t('emoji')}</span>
        </button>
        <label className="mall-visually-hidden" htmlFor={ids.input}>
          {t('inputLabel')}
        </label>
        <textarea
          ref={input}
          id={ids.input}
          className="mall-chat-input"
          rows={1}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('inputPlaceholder')}
          enterKeyHint="send"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition only confirms it.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          data-testid="chat-input"
        />
        <button type="button" className="mall-chat-tool" disabled={uploading || disabled} onClick={() => file.current?.click()} data-testid="chat-picture">
          <PictureOutline aria-hidden />
          <span className="mall-visually-hidden">{uploading ? t('uploading') : t('sendPicture')}</span>
        </button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button size="small" color="primary" shape="rounded" disabled={disabled || !/\S/.test(text)} onClick={send} data-testid="chat-send">
          {t('send')}
        </Button>
      </div>
      <div id={ids.emoji} className="mall-chat-emoji" hidden={!emojiOpen} role="group" aria-label={t('emoji')}>
        {CHAT_EMOJI.map((e) => (
          <button key={e} type="button" className="mall-chat-emoji-button" onClick={() => insert(e)}>
            {e}
          </button>
        ))}
      </div>
    </div>
  );
}
