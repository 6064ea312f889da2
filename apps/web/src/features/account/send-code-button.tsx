import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TSignCodeSent } from '@mall/contract/account/fetch-sign-code';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../../shared/transport/api-error.ts';
import { resendWaitOf, useCodeCooldown } from './code-cooldown.ts';

export interface SendCodeButtonProps {
  /** The code target's key (smsTarget / emailTarget); undefined while the number or address is not valid yet. */
  target: string | undefined;
  /** Checks the number or address and shows its error; false stops the send. */
  validate: () => boolean | Promise<boolean>;
  send: () => Promise<TSignCodeSent>;
  onSent?: () => void;
}

/** "Get code", then a 60 s countdown before the next one may be asked for (the server's one-a-minute rule). */
export function SendCodeButton({ target, validate, send, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation('account');
  const { remaining, start } = useCodeCooldown(target);
  const [sending, setSending] = useState(false);

  const click = async () => {
    if (!(await validate())) return;
    setSending(true);
    try {
      const sent = await send();
      start(sent.resendInSeconds);
      onSent?.();
    } catch (error) {
      // "Too soon": the server tells how long to wait, so the button counts that down instead.
      if (isApiError(error) && error.code === CODE.SIGN_CODE_TOO_SOON) start(resendWaitOf(error.data) ?? 60);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className="mall-send-code"
      size="small"
      fill="outline"
      color="primary"
      shape="rounded"
      loading={sending}
      disabled={remaining > 0}
      onClick={() => void click()}
      data-testid="send-code"
    >
      {remaining > 0 ? t('code.resendIn', { seconds: remaining }) : t('code.get')}
    </Button>
  );
}
