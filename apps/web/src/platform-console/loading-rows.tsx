/** A list or a record still loading: skeleton rows, and what is loading said to screen readers. */
export function LoadingRows({ label, rows = 3, card = false }: { label: string; rows?: number; card?: boolean }) {
  return (
    <div className={card ? 'pc-card pc-loading' : 'pc-loading'} aria-busy="true">
      <p role="status" className="pc-visually-hidden">
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="pc-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}
