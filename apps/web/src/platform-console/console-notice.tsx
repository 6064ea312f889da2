/** What an action on a console page tells the operator: it was done, or someone else's action came first. */
export type Notice = { tone: 'success' | 'warning'; text: string };

/**
 * A page's notice inside a live region that is always on the page, so that a screen reader announces the notice
 * when it appears. A plain string is a success; an empty one, or none, shows nothing.
 */
export function NoticeRegion({ notice, testId }: { notice: Notice | string | undefined; testId?: string }) {
  const shown = typeof notice === 'string' ? (notice ? { tone: 'success' as const, text: notice } : undefined) : notice;
  return (
    <div role="status">
      {shown && (
        <div className={`pc-alert pc-alert--${shown.tone}`} data-testid={testId}>
          <p>{shown.text}</p>
        </div>
      )}
    </div>
  );
}
