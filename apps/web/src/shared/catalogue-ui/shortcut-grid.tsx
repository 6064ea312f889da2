import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShortcut } from '@mall/contract/catalogue/home-fields';
import { phrasesOf } from '../format/phrases.ts';
import { EntryLink } from './entry-link.tsx';
import { entryTarget } from './catalogue-links.ts';
import './shortcut-grid.css';

export interface GridEntry {
  key: number | string;
  title: string;
  icon: string;
  target: ReturnType<typeof entryTarget>;
}

/** Shortcuts as grid entries: each leads where its link says. */
export const shortcutEntries = (shortcuts: readonly TShortcut[]): GridEntry[] =>
  shortcuts.map((s) => ({ key: s.id, title: s.title, icon: s.icon, target: entryTarget(s.linkType, s.linkTarget) }));

/** Round icons with a short label under each, `columns` to a row (the home grid has five, panels four). */
export function ShortcutGrid({ entries, columns = 5, testId }: { entries: readonly GridEntry[]; columns?: 3 | 4 | 5; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <ul className={`mall-shortcut-grid is-${columns}`} data-testid={testId}>
      {entries.map((e) => (
        <li key={e.key}>
          <EntryLink className="mall-shortcut" target={e.target}>
            <img src={e.icon} alt="" width={44} height={44} loading="lazy" decoding="async" />
            <span className="mall-clamp-2">
              {/* A Japanese label breaks between its words only (shortcut-grid.css). */}
              {phrasesOf(e.title, i18n.language).map((run, i) => (
                <Fragment key={i}>
                  {i > 0 && <wbr />}
                  {run}
                </Fragment>
              ))}
            </span>
          </EntryLink>
        </li>
      ))}
    </ul>
  );
}
