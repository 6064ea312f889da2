import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { parseShareText } from '@mall/contract/share/share-code';
import { loadAllTexts } from '../../shared/i18n/i18n.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { SharedCard } from './shared-card.tsx';
import { shareQueries } from './share-queries.ts';
import './share.css';

/** The codes already shown in this tab, so the same clipboard does not open the popup again. */
const SEEN_KEY = 'm_share_seen';

function seen(code: string): boolean {
  try {
    return (sessionStorage.getItem(SEEN_KEY) ?? '').split(',').includes(code);
  } catch {
    return false;
  }
}

function markSeen(code: string): void {
  try {
    sessionStorage.setItem(SEEN_KEY, [...(sessionStorage.getItem(SEEN_KEY) ?? '').split(',').filter(Boolean).slice(-19), code].join(','));
  } catch {
    // A private window without storage shows the popup again next time; nothing else breaks.
  }
}

/**
 * Reads the clipboard when the app opens or comes back to the front, where the browser already lets it (no prompt
 * is ever raised for it), and finds the spec's share or invite text: a goods shared by someone else opens the
 * shared-goods popup (sharer, picture, title, "view details"); an invitation, for a visitor, offers to register
 * with it. A text whose decoded sender is the current user is ignored (spec 5).
 */
export function ShareWatcher() {
  const { userId, token } = useSession();
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const look = async () => {
      if (document.visibilityState !== 'visible' || !navigator.clipboard?.readText) return;
      try {
        const permission = await navigator.permissions?.query({ name: 'clipboard-read' as PermissionName });
        if (permission?.state !== 'granted') return;
        const found = parseShareText(await navigator.clipboard.readText(), userId ? Number(userId) : null);
        if (!found || seen(found.code) || (found.kind === 'invite' && token)) return;
        markSeen(found.code);
        // The popup's texts are not among the first screen's.
        await loadAllTexts();
        if (live) setCode(found.code);
      } catch {
        // The browser refused the read (not focused, no permission): the shopper can still paste the link.
      }
    };
    void look();
    document.addEventListener('visibilitychange', look);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', look);
    };
  }, [userId, token]);

  return code ? <SharedPopup code={code} onClose={() => setCode(null)} /> : null;
}

function SharedPopup({ code, onClose }: { code: string; onClose: () => void }) {
  const share = useQuery(shareQueries.code(useQueryLang(), code));
  if (!share.data) return null;
  return (
    <ModalPopup visible onClose={onClose} closeOnMaskClick showCloseButton position="bottom" bodyClassName="mall-share-popup">
      <SharedCard info={share.data} onOpen={onClose} />
    </ModalPopup>
  );
}
