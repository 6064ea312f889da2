import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../shared/transport/api-error.ts';
import { isForbidden } from './console-helpers.ts';
import type { Notice } from './console-notice.tsx';
import { LoadFailure, NotOperator } from './console-shell.tsx';
import { LoadingRows } from './loading-rows.tsx';

/** What a record's page tells its frame: the record's call and texts, and the page below the frame. */
interface FrameProps<T> {
  /** The page's `data-page`. */
  page: string;
  /** The list's path: the way back. */
  list: string;
  back: string;
  query: UseQueryResult<T>;
  /** The id in the address is none the API could know, so there is no call to wait for. */
  missing: boolean;
  notFound: string;
  loading: string;
  children: (record: T) => ReactNode;
}

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="pc-breadcrumb">
      <Link to={to}>
        <span aria-hidden="true">‹ </span>
        {children}
      </Link>
    </p>
  );
}

/** A record's states: `notFound` for an id the API cannot know or does not know, a skeleton, its failure with a retry, the record. */
function RecordStates<T>({ query, missing, notFound, loading, children }: Omit<FrameProps<T>, 'page' | 'list' | 'back' | 'notFound'> & { notFound: ReactNode }) {
  if (missing || (isApiError(query.error) && query.error.code === CODE.NOT_FOUND)) return notFound;
  if (query.isPending) return <LoadingRows label={loading} card />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** The id of the record in the address (`/orders/:id`), if it is one the API could know: a positive 32-bit number. */
export function useRecordId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * The page of a record support looks up (an order, a shop): the record or nothing, as there is no head to show
 * before it; the way back to the list stands above both.
 */
export function RecordFrame<T>({ page, list, back, notFound, children, ...record }: FrameProps<T>) {
  if (isForbidden(record.query.error)) return <NotOperator />;
  const backLink = <BackLink to={list}>{back}</BackLink>;
  return (
    <RecordStates
      {...record}
      notFound={
        <div className="pc-page">
          {backLink}
          <h1 tabIndex={-1}>{notFound}</h1>
        </div>
      }
    >
      {(found) => (
        <div className="pc-page" data-page={page}>
          {backLink}
          {children(found)}
        </div>
      )}
    </RecordStates>
  );
}

/** The list the operator came from (its tab, which the list's rows pass in the location's state), else `list` itself. */
function backPath(state: unknown, list: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(list) ? from : list;
}

/**
 * The page of a record an operator decides on (an application, a complaint): the way back to the list's tab they
 * came from, the head, which stands while the record loads, the notice of their last action, and the record. The
 * notice takes focus when it comes, as the buttons of the action it reports are gone.
 */
export function DetailFrame<T>({
  page,
  list,
  back,
  eyebrow,
  title,
  badge,
  notice,
  notFound,
  ...record
}: FrameProps<T> & { eyebrow: string; title: ReactNode; badge: ReactNode; notice: Notice | undefined }) {
  const location = useLocation();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (isForbidden(record.query.error)) return <NotOperator />;

  return (
    <div className="pc-page" data-page={page}>
      <BackLink to={backPath(location.state, list)}>{back}</BackLink>
      <div className="pc-page-head">
        <div>
          <p className="pc-eyebrow">{eyebrow}</p>
          <h1 tabIndex={-1}>{title}</h1>
        </div>
        {badge}
      </div>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} role="status" className={`pc-alert pc-alert--${notice.tone}`}>
          <p>{notice.text}</p>
        </div>
      )}
      <RecordStates
        {...record}
        notFound={
          <div className="pc-alert pc-alert--error" role="alert">
            <p>{notFound}</p>
          </div>
        }
      />
    </div>
  );
}

/** One fact of a record, in its section's list of facts (`<dl>`). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pc-field-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A card of a record's page, named by its heading. */
export function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`pc-card pc-section ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
