import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlatformHelpArticle } from '@mall/contract/complaint/platform-help';
import type { Localized } from '@mall/contract/platform/languages';
import type { TPlatformAgreement } from '@mall/contract/resource/platform-agreements';
import { Dialog } from './console-dialog.tsx';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { NoticeRegion } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { emptyLocalized, textIn } from './content-helpers.ts';
import { agreementsKey, agreementsQuery, agreementVersionQuery, deleteHelp, helpKey, helpQuery, saveAgreement, saveHelp } from './content-queries.ts';
import { ConfirmDialog, FormFailure, LocalizedFields } from './content-ui.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { TableScroll } from './table-scroll.tsx';
import './content.css';

const AGREEMENT_MAX = 50_000;
const HELP_MAX = 10_000;

/**
 * The agreements shoppers accept (each save publishes a new version; earlier ones stay readable in the history) and
 * the help articles of the complaint, help and guide pages (support and admins).
 */
export function AgreementsHelpPage() {
  const { lang, t } = useConsoleText();
  const agreements = useQuery(agreementsQuery(lang));
  const help = useQuery(helpQuery(lang));
  const queryClient = useQueryClient();
  const [editingAgreement, setEditingAgreement] = useState<TPlatformAgreement>();
  const [history, setHistory] = useState<TPlatformAgreement>();
  const [editingHelp, setEditingHelp] = useState<TPlatformHelpArticle | 'new'>();
  const [deleting, setDeleting] = useState<TPlatformHelpArticle>();
  const [notice, setNotice] = useState<string>();
  usePageTitle(t('content.agreements.title'));

  if (isForbidden(agreements.error) || isForbidden(help.error)) return <NotOperator />;

  return (
    <div className="pc-page" data-page="platform/agreements-help">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('content.agreements.title')}</h1>
      </div>
      <NoticeRegion notice={notice} />
      <section className="pc-card pc-panel" aria-labelledby="pc-agreements-heading">
        <h2 id="pc-agreements-heading">{t('content.agreements.agreements')}</h2>
        <p className="pc-muted pc-panel-hint">{t('content.agreements.hint')}</p>
        {agreements.isPending ? (
          <LoadingRows label={t('content.loading')} />
        ) : agreements.isError ? (
          <LoadFailure error={agreements.error} onRetry={() => void agreements.refetch()} />
        ) : (
          <TableScroll label={t('content.agreements.agreements')}>
            <table className="pc-table">
              <caption className="pc-visually-hidden">{t('content.agreements.agreements')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('content.agreements.name')}</th>
                  <th scope="col">{t('content.agreements.version')}</th>
                  <th scope="col">{t('content.updated')}</th>
                  <th scope="col">{t('content.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {agreements.data.map((a) => (
                  <tr key={a.code} data-agreement={a.code}>
                    <th scope="row">{textIn(a.title, lang)}</th>
                    <td className="pc-mono">{a.version}</td>
                    <td>
                      <time dateTime={a.updatedAt}>{formatDateTime(a.updatedAt, lang)}</time>
                    </td>
                    <td>
                      <span className="pc-content-actions">
                        <button type="button" className="pc-button" onClick={() => setEditingAgreement(a)} aria-label={t('content.agreements.newVersionOf', { name: textIn(a.title, lang) })}>
                          {t('content.agreements.newVersion')}
                        </button>
                        <button type="button" className="pc-button" onClick={() => setHistory(a)} aria-label={t('content.agreements.historyNamed', { name: textIn(a.title, lang) })}>
                          {t('content.agreements.history')}
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section className="pc-card pc-panel" aria-labelledby="pc-help-heading">
        <div className="pc-content-toolbar">
          <h2 id="pc-help-heading">{t('content.help.title')}</h2>
          <button type="button" className="pc-button pc-button--primary" onClick={() => setEditingHelp('new')} data-testid="pc-help-new">
            {t('content.help.new')}
          </button>
        </div>
        <p className="pc-muted pc-panel-hint">{t('content.help.hint')}</p>
        {help.isPending ? (
          <LoadingRows label={t('content.loading')} />
        ) : help.isError ? (
          <LoadFailure error={help.error} onRetry={() => void help.refetch()} />
        ) : help.data.length === 0 ? (
          <div className="pc-empty">
            <p className="pc-empty-title">{t('content.help.empty')}</p>
          </div>
        ) : (
          <TableScroll label={t('content.help.title')}>
            <table className="pc-table" data-testid="pc-help-list">
              <caption className="pc-visually-hidden">{t('content.help.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('content.help.articleTitle')}</th>
                  <th scope="col">{t('content.sort')}</th>
                  <th scope="col">{t('content.updated')}</th>
                  <th scope="col">{t('content.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {help.data.map((a) => (
                  <tr key={a.articleId} data-article-id={a.articleId}>
                    <th scope="row">{textIn(a.title, lang)}</th>
                    <td className="pc-num">{a.sort}</td>
                    <td>
                      <time dateTime={a.updatedAt}>{formatDateTime(a.updatedAt, lang)}</time>
                    </td>
                    <td>
                      <span className="pc-content-actions">
                        <button type="button" className="pc-button" onClick={() => setEditingHelp(a)} aria-label={t('content.editNamed', { name: textIn(a.title, lang) })}>
                          {t('content.edit')}
                        </button>
                        <button type="button" className="pc-button pc-button--danger" onClick={() => setDeleting(a)} aria-label={t('content.help.deleteNamed', { name: textIn(a.title, lang) })}>
                          {t('content.help.delete')}
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      {editingAgreement && (
        <AgreementForm
          agreement={editingAgreement}
          onClose={() => setEditingAgreement(undefined)}
          onDone={async (saved) => {
            setEditingAgreement(undefined);
            await queryClient.invalidateQueries({ queryKey: agreementsKey });
            setNotice(t('content.agreements.saved', { name: textIn(saved.title, lang), version: saved.version }));
          }}
        />
      )}
      {history && <AgreementHistory agreement={history} onClose={() => setHistory(undefined)} />}
      {editingHelp && (
        <HelpForm
          article={editingHelp === 'new' ? undefined : editingHelp}
          onClose={() => setEditingHelp(undefined)}
          onDone={async (saved) => {
            setEditingHelp(undefined);
            await queryClient.invalidateQueries({ queryKey: helpKey });
            setNotice(t('content.help.saved', { name: textIn(saved.title, lang) }));
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('content.help.deleteTitle')}
          body={t('content.help.deleteBody', { name: textIn(deleting.title, lang) })}
          confirm={t('content.help.delete')}
          run={() => deleteHelp(deleting.articleId, lang)}
          onClose={() => setDeleting(undefined)}
          onDone={async () => {
            const name = textIn(deleting.title, lang);
            setDeleting(undefined);
            await queryClient.invalidateQueries({ queryKey: helpKey });
            setNotice(t('content.help.deleted', { name }));
          }}
        />
      )}
    </div>
  );
}

function AgreementForm({ agreement, onClose, onDone }: { agreement: TPlatformAgreement; onClose: () => void; onDone: (saved: TPlatformAgreement) => void | Promise<void> }) {
  const { lang, t } = useConsoleText();
  const [title, setTitle] = useState<Localized>(agreement.title);
  const [content, setContent] = useState<Localized>(agreement.content);
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({ mutationFn: () => saveAgreement({ code: agreement.code, title, content }, lang), onSuccess: onDone });
  function submit(event: FormEvent) {
    event.preventDefault();
    if ([content.en, content.zh, content.ja].some((v) => v.trim() === '')) return setProblem(t('content.agreements.textNeeded'));
    setProblem(undefined);
    mutation.mutate();
  }
  return (
    <Dialog title={t('content.agreements.editTitle', { name: textIn(agreement.title, lang), version: agreement.version })} onClose={onClose} busy={mutation.isPending} size="wide">
      <form className="pc-form" onSubmit={submit} noValidate>
        <p className="pc-muted">{t('content.agreements.editHint')}</p>
        <LocalizedFields legend={t('content.agreements.name')} value={title} onChange={setTitle} max={80} />
        <LocalizedFields legend={t('content.agreements.text')} value={content} onChange={setContent} max={AGREEMENT_MAX} multiline />
        {problem && <p className="pc-field-error" role="alert">{problem}</p>}
        <FormFailure error={mutation.error} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('content.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('content.working') : t('content.agreements.publish')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function AgreementHistory({ agreement, onClose }: { agreement: TPlatformAgreement; onClose: () => void }) {
  const { lang, t } = useConsoleText();
  const [version, setVersion] = useState(agreement.version);
  const text = useQuery(agreementVersionQuery(agreement.code, version, lang));
  return (
    <Dialog title={t('content.agreements.historyOf', { name: textIn(agreement.title, lang) })} onClose={onClose} size="wide">
      <div className="pc-form">
        <div className="pc-field">
          <label htmlFor="pc-agreement-version">{t('content.agreements.version')}</label>
          <select id="pc-agreement-version" value={version} onChange={(e) => setVersion(e.target.value)}>
            {agreement.versions.map((v) => (
              <option key={v.version} value={v.version}>
                {t('content.agreements.versionOption', { version: v.version, at: formatDateTime(v.savedAt, lang) })}
              </option>
            ))}
          </select>
        </div>
        {text.isPending ? (
          <LoadingRows label={t('content.loading')} />
        ) : text.isError ? (
          <LoadFailure error={text.error} onRetry={() => void text.refetch()} />
        ) : (
          <div className="pc-content-text" tabIndex={0} role="region" aria-label={t('content.agreements.text')} lang={lang === 'zh' ? 'zh-CN' : lang}>
            {textIn(text.data[0]!.content, lang)}
          </div>
        )}
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose}>
            {t('content.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function HelpForm({ article, onClose, onDone }: { article: TPlatformHelpArticle | undefined; onClose: () => void; onDone: (saved: TPlatformHelpArticle) => void | Promise<void> }) {
  const { lang, t } = useConsoleText();
  const [title, setTitle] = useState<Localized>(article?.title ?? emptyLocalized());
  const [body, setBody] = useState<Localized>(article?.body ?? emptyLocalized());
  const [sort, setSort] = useState(String(article?.sort ?? 0));
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: () => saveHelp({ ...(article ? { articleId: article.articleId } : {}), category: 'complaint', title, body, sort: Number(sort) }, lang),
    onSuccess: onDone,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (![title.en, title.zh, title.ja].some((v) => v.trim() !== '')) return setProblem(t('content.nameNeeded'));
    if (![body.en, body.zh, body.ja].some((v) => v.trim() !== '')) return setProblem(t('content.help.bodyNeeded'));
    if (!/^\d{1,4}$/.test(sort)) return setProblem(t('content.sortInvalid'));
    setProblem(undefined);
    mutation.mutate();
  }
  return (
    <Dialog title={t(article ? 'content.help.editTitle' : 'content.help.newTitle')} onClose={onClose} busy={mutation.isPending} size="wide">
      <form className="pc-form" onSubmit={submit} noValidate>
        <LocalizedFields legend={t('content.help.articleTitle')} value={title} onChange={setTitle} max={80} testId="pc-help-title" />
        <LocalizedFields legend={t('content.help.body')} value={body} onChange={setBody} max={HELP_MAX} multiline testId="pc-help-body" />
        <div className="pc-field">
          <label htmlFor="pc-help-sort">{t('content.sort')}</label>
          <input id="pc-help-sort" inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} maxLength={4} />
        </div>
        {problem && <p className="pc-field-error" role="alert">{problem}</p>}
        <FormFailure error={mutation.error} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('content.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending} data-testid="pc-help-save">
            {mutation.isPending ? t('content.working') : t('content.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
