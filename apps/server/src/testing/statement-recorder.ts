import pg from 'pg';

/** A statement as the app sent it to PostgreSQL: its text and the values of its parameters. */
export interface RecordedStatement {
  text: string;
  values: readonly unknown[];
}

let recording: RecordedStatement[] | null = null;
let patched = false;

/**
 * Starts keeping every statement any `pg` client of this process sends, until `stop`. Every query of the app goes
 * through `pg.Client.prototype.query` (the pool lends clients; Drizzle's prepared statements pass `{ text, values }`),
 * so patching it once sees them all without the app knowing.
 */
export function recordStatements(): { stop: () => RecordedStatement[] } {
  if (!patched) {
    patched = true;
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function patchedQuery(this: pg.Client, ...args: unknown[]) {
      if (recording) {
        const [first, second] = args;
        if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] });
        else if (first && typeof first === 'object' && 'text' in first) {
          const config = first as { text: string; values?: unknown[] };
          recording.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
        }
      }
      return original.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  const mine: RecordedStatement[] = [];
  recording = mine;
  return {
    stop: () => {
      if (recording === mine) recording = null;
      return mine;
    },
  };
}

/** A scan of a whole table in a plan: the table and how many rows PostgreSQL thinks it holds. */
export interface FullScan {
  relation: string;
  rows: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The sequential scans of a plan (EXPLAIN's JSON), wherever they sit in its tree. */
export function sequentialScans(plan: PlanNode): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return found;
}
