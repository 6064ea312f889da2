import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { LINK_TYPES, type LinkType } from '@mall/contract/catalogue/catalogue-kinds';
import type { TLocalizedTitle, TPlatformBanner, TPlatformShortcut } from '@mall/contract/catalogue/platform-home';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { Dialog } from './console-dialog.tsx';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, useConsoleText, type ConsoleText } from './console-i18n.ts';
import { NoticeRegion, type Notice } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { FormFailure } from './content-ui.tsx';
import { bannersQuery, deleteBanner, deleteShortcut, homeEntriesKey, saveBanner, saveShortcut, shortcutsQuery, uploadPicture } from './home-look-queries.ts';
import { LoadingRows } from './loading-rows.tsx';
import { TableScroll } from './table-scroll.tsx';
import './home-look.css';

type Kind = 'banner' | 'shortcut';
/** A banner or a shortcut as this page shows and edits it. */
interface Entry {
  id: number;
  title: TLocalizedTitle;
  picture: string;
  linkType: LinkType;
  linkTarget: string;
  sort: number;
  enabled: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
  live?: boolean;
}

const fromBanner = (b: TPlatformBanner): Entry => ({ id: b.bannerId, title: b.title, picture: b.image, linkType: b.linkType, linkTarget: b.linkTarget, sort: b.sort, enabled: b.enabled, startsAt: b.startsAt, endsAt: b.endsAt, live: b.live });
const fromShortcut = (s: TPlatformShortcut): Entry => ({ id: s.shortcutId, title: s.title, picture: s.icon, linkType: s.linkType, linkTarget: s.linkTarget, sort: s.sort, enabled: s.enabled });

type Editing = { kind: Kind; entry: Entry | undefined; nextSort: number };

/**
 * The home page's banners and shortcut grid, as shoppers see them in order: each added, edited (picture uploaded
 * and previewed, localized title, where it leads, time window) or deleted after a confirmation. Shoppers see a
 * change on their next visit of the home page.
 */
export function HomeEntriesPage() {
  const { lang, t } = useConsoleText();
  const banners = useQuery(bannersQuery(lang));
  const shortcuts = useQuery(shortcutsQuery(lang));
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<{ kind: Kind; entry: Entry }>();
  const [notice, setNotice] = useState<Notice>();
  usePageTitle(t('homePage.title'));

  if (isForbidden(banners.error) || isForbidden(shortcuts.error)) return <NotOperator />;
  const done = (text: string) => {
    setEditing(undefined);
    setDeleting(undefined);
    setNotice({ tone: 'success', text });
  };

  return (
    <div className="pc-page" data-page="platform/home-page">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('homePage.title')}</h1>
      </div>
      <p className="pc-muted">{t('homePage.intro')}</p>
      <NoticeRegion notice={notice} testId="pc-home-notice" />
      <EntryList kind="banner" query={banners} entries={banners.data?.map(fromBanner)} onEdit={(entry, nextSort) => setEditing({ kind: 'banner', entry, nextSort })} onDelete={(entry) => setDeleting({ kind: 'banner', entry })} />
      <EntryList kind="shortcut" query={shortcuts} entries={shortcuts.data?.map(fromShortcut)} onEdit={(entry, nextSort) => setEditing({ kind: 'shortcut', entry, nextSort })} onDelete={(entry) => setDeleting({ kind: 'shortcut', entry })} />
      {editing && <EntryDialog editing={editing} onClose={() => setEditing(undefined)} onDone={done} />}
      {deleting && <DeleteDialog kind={deleting.kind} entry={deleting.entry} onClose={() => setDeleting(undefined)} onDone={done} />}
    </div>
  );
}

function linkText(entry: Entry, t: ConsoleText): string {
  return entry.linkType === 'none' ? t('homePage.link.none') : `${t(`homePage.link.${entry.linkType}`)}: ${entry.linkTarget}`;
}

function EntryList({
  kind,
  query,
  entries,
  onEdit,
  onDelete,
}: {
  kind: Kind;
  query: UseQueryResult<unknown>;
  entries: Entry[] | undefined;
  onEdit: (entry: Entry | undefined, nextSort: number) => void;
  onDelete: (entry: Entry) => void;
}) {
  const { lang, t } = useConsoleText();
  const headingId = useId();
  const nextSort = Math.min(100_000, (entries ?? []).reduce((max, e) => Math.max(max, e.sort), 0) + 10);
  return (
    <section className="pc-card pc-panel pc-home-section" aria-labelledby={headingId}>
      <div className="pc-home-section-head">
        <h2 id={headingId}>{t(kind === 'banner' ? 'homePage.banners' : 'homePage.shortcuts')}</h2>
        <button type="button" className="pc-button pc-button--primary" onClick={() => onEdit(undefined, nextSort)} data-testid={`pc-add-${kind}`}>
          {t(kind === 'banner' ? 'homePage.addBanner' : 'homePage.addShortcut')}
        </button>
      </div>
      {query.isPending ? (
        <LoadingRows label={t('homePage.loading')} />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : !entries || entries.length === 0 ? (
        <div className="pc-empty">
          <p className="pc-empty-title">{t(kind === 'banner' ? 'homePage.noBanners' : 'homePage.noShortcuts')}</p>
        </div>
      ) : (
        <TableScroll label={t(kind === 'banner' ? 'homePage.banners' : 'homePage.shortcuts')}>
          <table className="pc-table" data-testid={`pc-${kind}s`}>
            <caption className="pc-visually-hidden">{t(kind === 'banner' ? 'homePage.banners' : 'homePage.shortcuts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('homePage.picture')}</th>
                <th scope="col">{t('homePage.titleColumn')}</th>
                <th scope="col">{t('homePage.linkColumn')}</th>
                {kind === 'banner' && <th scope="col">{t('homePage.window')}</th>}
                <th scope="col">{t('homePage.sort')}</th>
                <th scope="col">{t('homePage.state')}</th>
                <th scope="col">{t('homePage.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-entry-id={entry.id}>
                  <td>
                    <img className={`pc-home-thumb pc-home-thumb--${kind}`} src={entry.picture} alt="" loading="lazy" />
                  </td>
                  <th scope="row">{entry.title[lang]}</th>
                  <td className="pc-home-link">{linkText(entry, t)}</td>
                  {kind === 'banner' && (
                    <td>
                      {entry.startsAt || entry.endsAt ? (
                        <>
                          {entry.startsAt ? formatDateTime(entry.startsAt, lang) : '…'} – {entry.endsAt ? formatDateTime(entry.endsAt, lang) : '…'}
                        </>
                      ) : (
                        t('homePage.always')
                      )}
                    </td>
                  )}
                  <td className="pc-num">{entry.sort}</td>
                  <td>
                    <span className="pc-badge">{t(!entry.enabled ? 'homePage.hidden' : entry.live === false ? 'homePage.outsideWindow' : 'homePage.shown')}</span>
                  </td>
                  <td>
                    <div className="pc-home-actions">
                      <button type="button" className="pc-button" onClick={() => onEdit(entry, entry.sort)} aria-label={t('homePage.editNamed', { name: entry.title[lang] })}>
                        {t('homePage.edit')}
                      </button>
                      <button
                        type="button"
                        className="pc-button pc-button--danger"
                        onClick={() => onDelete(entry)}
                        aria-label={t('homePage.deleteNamed', { name: entry.title[lang] })}
                        data-testid={`pc-delete-${kind}`}
                      >
                        {t('homePage.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

const LANGUAGE_LABEL = { en: 'homePage.titleEn', zh: 'homePage.titleZh', ja: 'homePage.titleJa' } as const;
/** A datetime-local value for an ISO time, in the browser's zone. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const TITLE_MAX = 40;

function EntryDialog({ editing, onClose, onDone }: { editing: Editing; onClose: () => void; onDone: (text: string) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const { kind, entry } = editing;
  const formId = useId();
  const [title, setTitle] = useState<TLocalizedTitle>(entry?.title ?? { en: '', zh: '', ja: '' });
  const [picture, setPicture] = useState(entry?.picture ?? '');
  const [linkType, setLinkType] = useState<LinkType>(entry?.linkType ?? 'none');
  const [linkTarget, setLinkTarget] = useState(entry?.linkTarget ?? '');
  const [sort, setSort] = useState(String(entry?.sort ?? editing.nextSort));
  const [startsAt, setStartsAt] = useState(localInput(entry?.startsAt));
  const [endsAt, setEndsAt] = useState(localInput(entry?.endsAt));
  const [enabled, setEnabled] = useState(entry?.enabled ?? true);
  const [problems, setProblems] = useState<Set<string>>(new Set());
  const upload = useMutation({ mutationFn: (file: File) => uploadPicture(file, lang), onSuccess: (url) => setPicture(url) });
  const mutation = useMutation({
    mutationFn: async () => {
      const common = { title, linkType, linkTarget: linkType === 'none' ? '' : linkTarget.trim(), sort: Number(sort), enabled };
      if (kind === 'banner') {
        return saveBanner(
          {
            ...(entry ? { bannerId: entry.id } : {}),
            position: 'home',
            image: picture,
            startsAt: startsAt ? new Date(startsAt).toISOString() : null,
            endsAt: endsAt ? new Date(endsAt).toISOString() : null,
            ...common,
          },
          lang,
        );
      }
      return saveShortcut({ ...(entry ? { shortcutId: entry.id } : {}), position: 'home', icon: picture, ...common }, lang);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: homeEntriesKey });
      onDone(t('homePage.saved', { name: title[lang] }));
    },
  });
  const failed = mutation.isError ? mutation.error : upload.isError ? upload.error : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = new Set<string>();
    for (const l of LANGUAGES) if (title[l].trim().length === 0 || title[l].trim().length > TITLE_MAX) found.add(`title-${l}`);
    if (!picture) found.add('picture');
    if (linkType !== 'none' && linkTarget.trim() === '') found.add('target');
    const n = Number(sort);
    if (!Number.isInteger(n) || n < 0 || n > 100_000) found.add('sort');
    if (startsAt && endsAt && new Date(startsAt) >= new Date(endsAt)) found.add('window');
    setProblems(found);
    if (found.size > 0) {
      document.getElementById(`${formId}-${[...found][0]}`)?.focus();
      return;
    }
    mutation.mutate();
  }

  const invalid = (name: string) => (problems.has(name) ? { 'aria-invalid': true as const, 'aria-describedby': `${formId}-${name}-error` } : {});
  const error = (name: string, text: string) =>
    problems.has(name) && (
      <p id={`${formId}-${name}-error`} className="pc-field-error">
        {text}
      </p>
    );

  return (
    <Dialog title={t(entry ? (kind === 'banner' ? 'homePage.editBanner' : 'homePage.editShortcut') : kind === 'banner' ? 'homePage.addBanner' : 'homePage.addShortcut')} onClose={onClose} busy={mutation.isPending} size="wide">
      <form onSubmit={submit} noValidate className="pc-form pc-home-form" data-testid="pc-entry-form">
        {LANGUAGES.map((l: Lang) => (
          <div className="pc-field" key={l}>
            <label htmlFor={`${formId}-title-${l}`}>{t(LANGUAGE_LABEL[l])}</label>
            <input
              id={`${formId}-title-${l}`}
              lang={l === 'zh' ? 'zh-CN' : l}
              value={title[l]}
              maxLength={TITLE_MAX}
              onChange={(event) => setTitle({ ...title, [l]: event.target.value })}
              required
              data-testid={`pc-entry-title-${l}`}
              {...invalid(`title-${l}`)}
            />
            {error(`title-${l}`, t('homePage.titleNeeded', { max: TITLE_MAX }))}
          </div>
        ))}
        <div className="pc-field">
          <label htmlFor={`${formId}-picture`}>{t('homePage.picture')}</label>
          <input
            id={`${formId}-picture`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
            }}
            data-testid="pc-entry-picture"
            {...invalid('picture')}
          />
          <p className="pc-muted" role="status">
            {upload.isPending ? t('homePage.uploading') : picture ? t('homePage.pictureReady') : t('homePage.pictureHint')}
          </p>
          {picture && <img className={`pc-home-preview pc-home-preview--${kind}`} src={picture} alt={t('homePage.preview')} data-testid="pc-entry-preview" />}
          {error('picture', t('homePage.pictureNeeded'))}
        </div>
        <div className="pc-home-form-row">
          <div className="pc-field">
            <label htmlFor={`${formId}-type`}>{t('homePage.linkType')}</label>
            <select id={`${formId}-type`} value={linkType} onChange={(event) => setLinkType(event.target.value as LinkType)} data-testid="pc-entry-link-type">
              {LINK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`homePage.link.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="pc-field">
            <label htmlFor={`${formId}-target`}>{t('homePage.linkTarget')}</label>
            <input
              id={`${formId}-target`}
              value={linkType === 'none' ? '' : linkTarget}
              disabled={linkType === 'none'}
              maxLength={500}
              onChange={(event) => setLinkTarget(event.target.value)}
              aria-describedby={`${formId}-target-hint`}
              data-testid="pc-entry-link-target"
              {...invalid('target')}
            />
            <p id={`${formId}-target-hint`} className="pc-muted">
              {t(`homePage.targetHint.${linkType}`)}
            </p>
            {error('target', t('homePage.targetNeeded'))}
          </div>
        </div>
        {kind === 'banner' && (
          <fieldset className="pc-home-form-row pc-home-window">
            <legend>{t('homePage.window')}</legend>
            <div className="pc-field">
              <label htmlFor={`${formId}-window`}>{t('homePage.startsAt')}</label>
              <input id={`${formId}-window`} type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} {...invalid('window')} />
            </div>
            <div className="pc-field">
              <label htmlFor={`${formId}-ends`}>{t('homePage.endsAt')}</label>
              <input id={`${formId}-ends`} type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
            </div>
            {error('window', t('homePage.windowNeeded'))}
          </fieldset>
        )}
        <div className="pc-home-form-row">
          <div className="pc-field">
            <label htmlFor={`${formId}-sort`}>{t('homePage.sort')}</label>
            <input id={`${formId}-sort`} type="number" min={0} max={100000} step={1} value={sort} onChange={(event) => setSort(event.target.value)} aria-describedby={`${formId}-sort-hint`} {...invalid('sort')} />
            <p id={`${formId}-sort-hint`} className="pc-muted">
              {t('homePage.sortHint')}
            </p>
            {error('sort', t('homePage.sortNeeded'))}
          </div>
          <div className="pc-field pc-home-check">
            <label>
              <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} /> {t('homePage.enabled')}
            </label>
          </div>
        </div>
        <FormFailure error={failed} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('homePage.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending || upload.isPending} data-testid="pc-entry-save">
            {mutation.isPending ? t('homePage.working') : t('homePage.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ kind, entry, onClose, onDone }: { kind: Kind; entry: Entry; onClose: () => void; onDone: (text: string) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const mutation = useMutation({
    mutationFn: async (): Promise<unknown> => (kind === 'banner' ? deleteBanner(entry.id, lang) : deleteShortcut(entry.id, lang)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: homeEntriesKey });
      onDone(t('homePage.deleted', { name: entry.title[lang] }));
    },
  });
  const failed = mutation.isError ? mutation.error : undefined;
  return (
    <Dialog title={t(kind === 'banner' ? 'homePage.deleteBannerTitle' : 'homePage.deleteShortcutTitle')} onClose={onClose} initialFocus={cancelRef} busy={mutation.isPending} describedBy={bodyId}>
      <div className="pc-form">
        <p id={bodyId}>{t('homePage.deleteBody', { name: entry.title[lang] })}</p>
        <FormFailure error={failed} />
        <div className="pc-dialog-actions">
          <button ref={cancelRef} type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('homePage.cancel')}
          </button>
          <button type="button" className="pc-button pc-button--danger-solid" onClick={() => mutation.mutate()} disabled={mutation.isPending} data-testid="pc-delete-confirm">
            {mutation.isPending ? t('homePage.working') : t('homePage.deleteConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
