import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { PickBar } from './pick-bar.tsx';
import { usePicks } from './use-picks.ts';

/** Removal goes in one call, and the calls take at most this many goods. */
const MAX_BATCH = 100;

export interface ListEditingOptions {
  /** The goods on screen, for "pick all". */
  ids: readonly number[];
  /** The question asked before removing `count` goods. */
  confirmText: (count: number) => string;
  /** Removes the goods; calls `done` once they are gone. */
  remove: (ids: number[], done: () => void) => void;
  removing: boolean;
}

/**
 * The edit mode of a shopper's goods list (wishlist, history): the Manage / Done button for the nav bar, pick
 * boxes on the rows, and the bottom bar that removes what is picked after a confirmation.
 */
export function useListEditing({ ids, confirmText, remove, removing }: ListEditingOptions) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const [editing, setEditing] = useState(false);
  const picks = usePicks();

  const finish = () => {
    picks.clear();
    setEditing(false);
  };
  const removePicked = async () => {
    const picked = [...picks.picked].slice(0, MAX_BATCH);
    if (await confirmDialog({ content: confirmText(picked.length), confirmText: t('mine.remove'), cancelText: tc('actions.cancel') })) remove(picked, finish);
  };

  const manageButton =
    ids.length > 0 ? (
      <button
        type="button"
        className="mall-nav-text-action"
        onClick={() => {
          picks.clear();
          setEditing(!editing);
        }}
      >
        {editing ? t('mine.done') : t('mine.manage')}
      </button>
    ) : null;

  const pickBar = editing ? (
    <PickBar picked={picks.picked.size} total={ids.length} onToggleAll={() => picks.toggleAll(ids)} onRemove={() => void removePicked()} removing={removing} />
  ) : null;

  /** Props for a GoodsRow: a pick box in edit mode, a link otherwise. */
  const rowPicking = (id: number) => (editing ? { picking: { picked: picks.picked.has(id), onToggle: () => picks.toggle(id) } } : {});

  return { editing, manageButton, pickBar, rowPicking, finish };
}
