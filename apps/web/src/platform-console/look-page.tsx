import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDecorateDraft, TQueryDecorateDraftsResponse } from '@mall/contract/decorate/platform-decorate-drafts';
import { THEMES } from '@mall/contract/decorate/query-decorate-config';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { Dialog } from './console-dialog.tsx';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { NoticeRegion } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { FormFailure } from './content-ui.tsx';
import { draftsKey, draftsQuery, publishDraft, saveDraft } from './home-look-queries.ts';
import { LoadingRows } from './loading-rows.tsx';
import { TableScroll } from './table-scroll.tsx';
import './home-look.css';

type Theme = (typeof THEMES)[number];
/** The colours each theme gives the shop (apps/web/src/app/theme.css), for the preview. */
const THEME_COLOURS: Record<Theme, { bar: string; barText: string; header: string; accent: string }> = {
  'theme-sapphireblue': { bar: '#0f52ba', barText: '#ffffff', header: 'linear-gradient(160deg, #0f52ba 0%, #2a6fd6 100%)', accent: '#0f52ba' },
  'theme-bluewhite': { bar: '#ffffff', barText: '#1f2329', header: 'linear-gradient(160deg, #2f7cf0 0%, #0e62d9 100%)', accent: '#0e62d9' },
};
const isTheme = (name: string): name is Theme => (THEMES as readonly string[]).includes(name);
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', zh: '中文', ja: '日本語' };

/** A small picture of the shop in a theme: its top bar, home header and a button. */
export function ThemePreview({ theme, mallName }: { theme: string; mallName: string }) {
  const { t } = useConsoleText();
  if (!isTheme(theme)) return <span>{theme}</span>;
  const c = THEME_COLOURS[theme];
  return (
    <figure className="pc-theme-preview" data-theme={theme}>
      <div className="pc-theme-preview-bar" style={{ background: c.bar, color: c.barText }} aria-hidden="true">
        {mallName}
      </div>
      <div className="pc-theme-preview-header" style={{ background: c.header }} aria-hidden="true" />
      <div className="pc-theme-preview-button" style={{ background: c.accent }} aria-hidden="true" />
      <figcaption>{t(`look.theme.${theme}`)}</figcaption>
    </figure>
  );
}

type Form = { draftId?: number; theme: Theme; defaultLanguage: Lang; defaultCurrency: string; mallName: Record<Lang, string> };

/**
 * The decoration config's versions: what shoppers see now, the drafts and the history. A draft is edited, previewed
 * and published (after a confirmation) in one step; publishing an older version again rolls back to it (as a new
 * version, a copy). Shoppers see a published change the next time they open the shop.
 */
export function LookPage() {
  const { lang, t } = useConsoleText();
  const query = useQuery(draftsQuery(lang));
  const [editing, setEditing] = useState<Form>();
  const [publishing, setPublishing] = useState<TDecorateDraft>();
  const [notice, setNotice] = useState<string>();
  usePageTitle(t('look.title'));
  if (isForbidden(query.error)) return <NotOperator />;
  const data = query.data;

  const fromCurrent = (d: TQueryDecorateDraftsResponse): Form => ({
    theme: isTheme(d.current.theme) ? d.current.theme : 'theme-bluewhite',
    defaultLanguage: d.current.defaultLanguage,
    defaultCurrency: d.current.defaultCurrency,
    mallName: d.current.mallName,
  });

  return (
    <div className="pc-page" data-page="platform/look">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('look.title')}</h1>
        {data && (
          <button type="button" className="pc-button pc-button--primary" onClick={() => setEditing(fromCurrent(data))} data-testid="pc-new-draft">
            {t('look.newDraft')}
          </button>
        )}
      </div>
      <p className="pc-muted">{t('look.intro')}</p>
      <NoticeRegion notice={notice} testId="pc-look-notice" />
      {query.isPending ? (
        <LoadingRows label={t('look.loading')} card />
      ) : query.isError || !data ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className="pc-card pc-panel pc-look-current" aria-labelledby="pc-look-current">
            <h2 id="pc-look-current">{t('look.current')}</h2>
            <div className="pc-look-current-body">
              <ThemePreview theme={data.current.theme} mallName={data.current.mallName[lang]} />
              <dl className="pc-fields">
                <div className="pc-field-row">
                  <dt>{t('look.version')}</dt>
                  <dd className="pc-mono" data-testid="pc-look-current-version">
                    {data.current.version}
                  </dd>
                </div>
                <div className="pc-field-row">
                  <dt>{t('look.themeLabel')}</dt>
                  <dd data-testid="pc-look-current-theme">{isTheme(data.current.theme) ? t(`look.theme.${data.current.theme}`) : data.current.theme}</dd>
                </div>
                <div className="pc-field-row">
                  <dt>{t('look.language')}</dt>
                  <dd>{LANGUAGE_NAMES[data.current.defaultLanguage]}</dd>
                </div>
                <div className="pc-field-row">
                  <dt>{t('look.currency')}</dt>
                  <dd>{data.current.defaultCurrency}</dd>
                </div>
                <div className="pc-field-row">
                  <dt>{t('look.mallName')}</dt>
                  <dd>{data.current.mallName[lang]}</dd>
                </div>
              </dl>
            </div>
          </section>
          <section className="pc-card pc-panel" aria-labelledby="pc-look-versions">
            <h2 id="pc-look-versions">{t('look.versions')}</h2>
            {data.list.length === 0 ? (
              <div className="pc-empty">
                <p className="pc-empty-title">{t('look.empty')}</p>
                <p className="pc-muted">{t('look.emptyHint')}</p>
              </div>
            ) : (
              <TableScroll label={t('look.versions')}>
                <table className="pc-table" data-testid="pc-drafts">
                  <caption className="pc-visually-hidden">{t('look.versions')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('look.version')}</th>
                      <th scope="col">{t('look.status')}</th>
                      <th scope="col">{t('look.themeLabel')}</th>
                      <th scope="col">{t('look.language')}</th>
                      <th scope="col">{t('look.currency')}</th>
                      <th scope="col">{t('look.mallName')}</th>
                      <th scope="col">{t('look.changed')}</th>
                      <th scope="col">{t('look.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((d) => (
                      <tr key={d.draftId} data-draft-id={d.draftId} data-status={d.status}>
                        <th scope="row" className="pc-mono">
                          {d.version}
                          {d.copiedFrom !== null && <span className="pc-muted"> {t('look.copyOf', { version: d.copiedFrom })}</span>}
                        </th>
                        <td>
                          <span className={`pc-badge pc-look-status--${d.status}`}>{t(`look.state.${d.status}`)}</span>
                        </td>
                        <td>
                          <span className="pc-look-swatch" style={{ background: isTheme(d.theme) ? THEME_COLOURS[d.theme].accent : '#888' }} aria-hidden="true" />
                          {isTheme(d.theme) ? t(`look.theme.${d.theme}`) : d.theme}
                        </td>
                        <td>{LANGUAGE_NAMES[d.defaultLanguage]}</td>
                        <td>{d.defaultCurrency}</td>
                        <td>{d.mallName[lang]}</td>
                        <td>
                          <time dateTime={d.publishedAt ?? d.updatedAt}>{formatDateTime(d.publishedAt ?? d.updatedAt, lang)}</time>
                        </td>
                        <td>
                          <div className="pc-home-actions">
                            {d.status === 'draft' && (
                              <button
                                type="button"
                                className="pc-button"
                                onClick={() => setEditing({ draftId: d.draftId, theme: isTheme(d.theme) ? d.theme : 'theme-bluewhite', defaultLanguage: d.defaultLanguage, defaultCurrency: d.defaultCurrency, mallName: d.mallName })}
                                aria-label={t('look.editNamed', { version: d.version })}
                              >
                                {t('look.edit')}
                              </button>
                            )}
                            {d.status !== 'published' && (
                              <button
                                type="button"
                                className="pc-button pc-button--primary"
                                onClick={() => setPublishing(d)}
                                aria-label={t(d.status === 'draft' ? 'look.publishNamed' : 'look.rollbackNamed', { version: d.version })}
                                data-testid="pc-draft-publish"
                              >
                                {t(d.status === 'draft' ? 'look.publish' : 'look.rollback')}
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>
          {editing && (
            <DraftDialog
              form={editing}
              currencies={data.currencies}
              onClose={() => setEditing(undefined)}
              onDone={(draft) => {
                setEditing(undefined);
                setNotice(t('look.saved', { version: draft.version }));
              }}
            />
          )}
          {publishing && (
            <PublishDialog
              draft={publishing}
              onClose={() => setPublishing(undefined)}
              onDone={(draft) => {
                setPublishing(undefined);
                setNotice(t('look.published', { version: draft.version }));
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

const NAME_MAX = 30;

function DraftDialog({ form, currencies, onClose, onDone }: { form: Form; currencies: string[]; onClose: () => void; onDone: (draft: TDecorateDraft) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState<Form>(form);
  const [problems, setProblems] = useState<Set<Lang>>(new Set());
  const mutation = useMutation({
    mutationFn: () =>
      saveDraft(
        {
          ...(value.draftId !== undefined ? { draftId: value.draftId } : {}),
          theme: value.theme,
          defaultLanguage: value.defaultLanguage,
          defaultCurrency: value.defaultCurrency,
          mallName: { en: value.mallName.en.trim(), zh: value.mallName.zh.trim(), ja: value.mallName.ja.trim() },
        },
        lang,
      ),
    onSuccess: async (draft) => {
      await queryClient.invalidateQueries({ queryKey: draftsKey });
      onDone(draft);
    },
  });
  const failed = mutation.isError ? mutation.error : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = new Set(LANGUAGES.filter((l) => value.mallName[l].trim().length === 0 || value.mallName[l].trim().length > NAME_MAX));
    setProblems(found);
    if (found.size > 0) {
      document.getElementById(`${id}-name-${[...found][0]}`)?.focus();
      return;
    }
    mutation.mutate();
  }

  return (
    <Dialog title={t(value.draftId === undefined ? 'look.newDraft' : 'look.editDraft')} onClose={onClose} busy={mutation.isPending} size="wide">
      <form onSubmit={submit} noValidate className="pc-form" data-testid="pc-draft-form">
        <fieldset className="pc-look-themes">
          <legend>{t('look.themeLabel')}</legend>
          {THEMES.map((theme) => (
            <label key={theme} className="pc-look-theme-choice">
              <input type="radio" name={`${id}-theme`} value={theme} checked={value.theme === theme} onChange={() => setValue({ ...value, theme })} data-testid={`pc-theme-${theme}`} />
              <ThemePreview theme={theme} mallName={value.mallName[lang] || '—'} />
            </label>
          ))}
        </fieldset>
        <div className="pc-home-form-row">
          <div className="pc-field">
            <label htmlFor={`${id}-lang`}>{t('look.language')}</label>
            <select id={`${id}-lang`} value={value.defaultLanguage} onChange={(event) => setValue({ ...value, defaultLanguage: event.target.value as Lang })}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="pc-field">
            <label htmlFor={`${id}-currency`}>{t('look.currency')}</label>
            <select id={`${id}-currency`} value={value.defaultCurrency} onChange={(event) => setValue({ ...value, defaultCurrency: event.target.value })}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>
        {LANGUAGES.map((l) => (
          <div className="pc-field" key={l}>
            <label htmlFor={`${id}-name-${l}`}>{t(`look.mallNameIn.${l}`)}</label>
            <input
              id={`${id}-name-${l}`}
              lang={l === 'zh' ? 'zh-CN' : l}
              value={value.mallName[l]}
              maxLength={NAME_MAX}
              onChange={(event) => setValue({ ...value, mallName: { ...value.mallName, [l]: event.target.value } })}
              required
              {...(problems.has(l) ? { 'aria-invalid': true, 'aria-describedby': `${id}-name-${l}-error` } : {})}
            />
            {problems.has(l) && (
              <p id={`${id}-name-${l}-error`} className="pc-field-error">
                {t('look.nameNeeded', { max: NAME_MAX })}
              </p>
            )}
          </div>
        ))}
        <FormFailure error={failed} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('look.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending} data-testid="pc-draft-save">
            {mutation.isPending ? t('look.working') : t('look.saveDraft')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function PublishDialog({ draft, onClose, onDone }: { draft: TDecorateDraft; onClose: () => void; onDone: (draft: TDecorateDraft) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const mutation = useMutation({
    mutationFn: () => publishDraft(draft.draftId, lang),
    onSuccess: async (published) => {
      await queryClient.invalidateQueries({ queryKey: draftsKey });
      onDone(published);
    },
  });
  const failed = mutation.isError ? mutation.error : undefined;
  const rollback = draft.status === 'superseded';
  return (
    <Dialog title={t(rollback ? 'look.rollbackTitle' : 'look.publishTitle', { version: draft.version })} onClose={onClose} initialFocus={cancelRef} busy={mutation.isPending} describedBy={bodyId}>
      <div className="pc-form">
        <p id={bodyId}>{t(rollback ? 'look.rollbackBody' : 'look.publishBody', { version: draft.version })}</p>
        <ThemePreview theme={draft.theme} mallName={draft.mallName[lang]} />
        <FormFailure error={failed} />
        <div className="pc-dialog-actions">
          <button ref={cancelRef} type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('look.cancel')}
          </button>
          <button type="button" className="pc-button pc-button--primary" onClick={() => mutation.mutate()} disabled={mutation.isPending} data-testid="pc-publish-confirm">
            {mutation.isPending ? t('look.working') : t(rollback ? 'look.rollbackConfirm' : 'look.publishConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
