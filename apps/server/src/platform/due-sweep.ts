/**
 * Works through rows that have come due, a batch after another until none is. The due column's partial index is
 * the queue: `findDue` answers up to `batch` rows, soonest due first, and a sweep that finds nothing costs one
 * index probe; nothing is scheduled elsewhere, so nothing can be lost between a commit and a send. `handle` does
 * one row in its own transaction (each holds its locks briefly), `atOnce` at a time (each waits on the database
 * most of its time), and answers whether it changed anything. Handles are conditional and idempotent: sweeps of
 * several instances may find the same row, and the one that comes second changes nothing. Answers how many rows
 * were handled.
 */
export async function sweepDue<T>(
  findDue: (batch: number) => Promise<T[]>,
  handle: (row: T) => Promise<boolean>,
  { batch = 200, atOnce = 4 }: { batch?: number; atOnce?: number } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await findDue(batch);
    let done = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        while (next < due.length) {
          if (await handle(due[next++]!)) done += 1;
        }
      }),
    );
    total += done;
    // A full batch of which none changed (each handled by someone else meanwhile) would come back the same: stop,
    // the next sweep sees them settled.
    if (due.length < batch || done === 0) return total;
  }
}
