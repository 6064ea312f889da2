import { useRef, type KeyboardEvent } from 'react';

export interface StatusTabsProps<S extends string> {
  statuses: readonly S[];
  value: S;
  /** The tab list's name. */
  label: string;
  labelOf: (status: S) => string;
  /** A tab's element id (the panel is labelled by the selected one). */
  idOf: (status: S) => string;
  panelId: string;
  onSelect: (status: S) => void;
}

/**
 * A console list's status tabs (applications, complaints), the tabs pattern of the ARIA practices: one tab stop,
 * the arrows, Home and End move along the tabs and show each at once; each tab controls the one panel `panelId`.
 */
export function StatusTabs<S extends string>({ statuses, value, label, labelOf, idOf, panelId, onSelect }: StatusTabsProps<S>) {
  const tabs = useRef(new Map<S, HTMLButtonElement>());

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const i = statuses.indexOf(value);
    const last = statuses.length - 1;
    const target = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = statuses[target]!;
    onSelect(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <div className="pc-tabs" role="tablist" aria-label={label}>
      {statuses.map((s) => (
        <button
          key={s}
          ref={(el) => {
            if (el) tabs.current.set(s, el);
            else tabs.current.delete(s);
          }}
          type="button"
          role="tab"
          id={idOf(s)}
          aria-selected={s === value}
          aria-controls={panelId}
          tabIndex={s === value ? 0 : -1}
          className="pc-tab"
          onClick={() => onSelect(s)}
          onKeyDown={onKey}
        >
          {labelOf(s)}
        </button>
      ))}
    </div>
  );
}
