import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_KINDS, type ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { TPlatformCategory } from '@mall/contract/catalogue/platform-categories';
import type { Localized } from '@mall/contract/platform/languages';
import { Dialog } from './console-dialog.tsx';
import { isForbidden } from './console-helpers.ts';
import { useConsoleText } from './console-i18n.ts';
import { NoticeRegion } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { textIn } from './content-helpers.ts';
import { categoriesKey, categoriesQuery, hideCategory, saveCategory, showCategory } from './content-queries.ts';
import { ConfirmDialog, FormFailure, LocalizedFields } from './content-ui.tsx';
import { LoadingRows } from './loading-rows.tsx';
import './content.css';

type Editing = { kind: 'new'; parent: TPlatformCategory | null } | { kind: 'edit'; row: TPlatformCategory };
type Toggling = TPlatformCategory;

/**
 * The category tree of a channel with its hidden categories (support and admins): add a top category or a
 * subcategory (three levels at most), edit names, icon, order and parent, hide or show one after a confirmation.
 */
export function CategoriesPage() {
  const { lang, t } = useConsoleText();
  const [channel, setChannel] = useState<ShopKind>('mall');
  const query = useQuery(categoriesQuery(channel, lang));
  const [editing, setEditing] = useState<Editing>();
  const [toggling, setToggling] = useState<Toggling>();
  const [notice, setNotice] = useState<string>();
  const queryClient = useQueryClient();
  usePageTitle(t('content.categories.title'));

  if (isForbidden(query.error)) return <NotOperator />;
  const rows = query.data ?? [];
  const childrenOf = (id: number | null) => rows.filter((r) => r.parentId === id);

  function renderLevel(parentId: number | null) {
    const level = childrenOf(parentId);
    if (level.length === 0) return null;
    return (
      <ul className="pc-tree">
        {level.map((row) => {
          const name = textIn(row.name, lang);
          return (
            <li key={row.categoryId} data-category-id={row.categoryId}>
              <div className={row.enabled ? 'pc-tree-row' : 'pc-tree-row pc-tree-row--hidden'}>
                <span className="pc-tree-name">{name}</span>
                <span className="pc-muted">{t('content.categories.meta', { level: row.level, goods: row.goodsCount, sort: row.sort })}</span>
                {!row.enabled && <span className="pc-badge">{t('content.categories.hidden')}</span>}
                <span className="pc-tree-actions">
                  {row.level < 3 && (
                    <button type="button" className="pc-button" onClick={() => setEditing({ kind: 'new', parent: row })} aria-label={t('content.categories.addUnder', { name })}>
                      {t('content.categories.addChild')}
                    </button>
                  )}
                  <button type="button" className="pc-button" onClick={() => setEditing({ kind: 'edit', row })} aria-label={t('content.categories.editNamed', { name })}>
                    {t('content.edit')}
                  </button>
                  <button
                    type="button"
                    className={row.enabled ? 'pc-button pc-button--danger' : 'pc-button'}
                    onClick={() => setToggling(row)}
                    aria-label={t(row.enabled ? 'content.categories.hideNamed' : 'content.categories.showNamed', { name })}
                  >
                    {t(row.enabled ? 'content.categories.hide' : 'content.categories.show')}
                  </button>
                </span>
              </div>
              {renderLevel(row.categoryId)}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="pc-page" data-page="platform/categories">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('content.categories.title')}</h1>
      </div>
      <NoticeRegion notice={notice} />
      <div className="pc-content-toolbar">
        <label className="pc-field pc-field-row">
          <span>{t('content.categories.channel')}</span>
          <select value={channel} onChange={(e) => setChannel(e.target.value as ShopKind)}>
            {SHOP_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`content.channels.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="pc-button pc-button--primary" onClick={() => setEditing({ kind: 'new', parent: null })}>
          {t('content.categories.addTop')}
        </button>
      </div>
      <section className="pc-card pc-panel" aria-label={t('content.categories.tree')}>
        <p className="pc-muted pc-panel-hint">{t('content.categories.hint')}</p>
        {query.isPending ? (
          <LoadingRows label={t('content.loading')} />
        ) : query.isError ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty">
            <p className="pc-empty-title">{t('content.categories.empty')}</p>
          </div>
        ) : (
          renderLevel(null)
        )}
      </section>
      {editing && (
        <CategoryForm
          editing={editing}
          channel={channel}
          rows={rows}
          onClose={() => setEditing(undefined)}
          onDone={async (saved) => {
            setEditing(undefined);
            await queryClient.invalidateQueries({ queryKey: categoriesKey });
            setNotice(t('content.categories.saved', { name: textIn(saved.name, lang) }));
          }}
        />
      )}
      {toggling && (
        <ConfirmDialog
          title={t(toggling.enabled ? 'content.categories.hideTitle' : 'content.categories.showTitle')}
          body={t(toggling.enabled ? 'content.categories.hideBody' : 'content.categories.showBody', { name: textIn(toggling.name, lang), goods: toggling.goodsCount })}
          confirm={t(toggling.enabled ? 'content.categories.hide' : 'content.categories.show')}
          danger={toggling.enabled}
          run={() => (toggling.enabled ? hideCategory(toggling.categoryId, lang) : showCategory(toggling.categoryId, lang))}
          onClose={() => setToggling(undefined)}
          onDone={async () => {
            const name = textIn(toggling.name, lang);
            const hid = toggling.enabled;
            setToggling(undefined);
            await queryClient.invalidateQueries({ queryKey: categoriesKey });
            setNotice(t(hid ? 'content.categories.hiddenDone' : 'content.categories.shownDone', { name }));
          }}
        />
      )}
    </div>
  );
}

const ICON_DEFAULT = '/media/art/category/new.svg';

function CategoryForm({
  editing,
  channel,
  rows,
  onClose,
  onDone,
}: {
  editing: Editing;
  channel: ShopKind;
  rows: TPlatformCategory[];
  onClose: () => void;
  onDone: (saved: TPlatformCategory) => void | Promise<void>;
}) {
  const { lang, t } = useConsoleText();
  const row = editing.kind === 'edit' ? editing.row : undefined;
  const [name, setName] = useState<Localized>(row?.name ?? { en: '', zh: '', ja: '' });
  const [icon, setIcon] = useState(row?.icon ?? ICON_DEFAULT);
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const [parentId, setParentId] = useState<number | null>(row ? row.parentId : editing.kind === 'new' ? (editing.parent?.categoryId ?? null) : null);
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: () => saveCategory({ ...(row ? { categoryId: row.categoryId } : {}), parentId, channel, name, icon: icon.trim(), sort: Number(sort) }, lang),
    onSuccess: onDone,
  });
  // A parent must be above level 3 and not the category itself.
  const parents = rows.filter((r) => r.level < 3 && r.categoryId !== row?.categoryId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (![name.en, name.zh, name.ja].some((v) => v.trim() !== '')) return setProblem(t('content.nameNeeded'));
    if (!/^\d{1,4}$/.test(sort)) return setProblem(t('content.sortInvalid'));
    setProblem(undefined);
    mutation.mutate();
  }

  return (
    <Dialog title={t(row ? 'content.categories.editTitle' : 'content.categories.newTitle')} onClose={onClose} busy={mutation.isPending} size="wide">
      <form className="pc-form" onSubmit={submit} noValidate>
        <LocalizedFields legend={t('content.categories.name')} value={name} onChange={setName} max={40} testId="pc-category-name" />
        <div className="pc-field">
          <label htmlFor="pc-category-parent">{t('content.categories.parent')}</label>
          <select id="pc-category-parent" value={parentId ?? ''} onChange={(e) => setParentId(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t('content.categories.noParent')}</option>
            {parents.map((p) => (
              <option key={p.categoryId} value={p.categoryId}>
                {'— '.repeat(p.level - 1)}
                {textIn(p.name, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="pc-field">
          <label htmlFor="pc-category-icon">{t('content.categories.icon')}</label>
          <input id="pc-category-icon" value={icon} onChange={(e) => setIcon(e.target.value)} maxLength={300} aria-describedby="pc-category-icon-hint" />
          <p id="pc-category-icon-hint" className="pc-field-meta">
            {t('content.categories.iconHint')}
          </p>
        </div>
        <div className="pc-field">
          <label htmlFor="pc-category-sort">{t('content.sort')}</label>
          <input id="pc-category-sort" inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} maxLength={4} />
        </div>
        {problem && <p className="pc-field-error" role="alert">{problem}</p>}
        <FormFailure error={mutation.error} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('content.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending} data-testid="pc-category-save">
            {mutation.isPending ? t('content.working') : t('content.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
