// The server's module boundaries (DESIGN.md rule 11), enforced on apps/server/src:
// - a module is a room with one door: another module uses it only through `modules/<m>/<m>.api.ts`; its tables
//   and internal files are its own. A table file may import another module's table file (a foreign key: the
//   database schema is one), and reads that join several modules live in `read-models/`, which may read any
//   module's tables;
// - `platform/` is below every module and imports none, nor any read model;
// - a module's plugin (`<m>.plugin.ts`, its routes, jobs and subscribers) is composed by app.ts alone;
// - the modules' dependencies (one module importing another's public file) form a graph without cycles, and so do
//   the tables' foreign keys.
// Tests, `testing/` and `seed/` may reach anything: they set up and inspect rows directly.
import fs from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../apps/server/src');
const MODULES = path.join(SERVER, 'modules');

/** Where a file of the server lives: its zone and, in a module, the module and the file's name there. */
function placeOf(file) {
  const rel = path.relative(SERVER, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  const test = /\.test\.tsx?$/.test(rel);
  if (parts[0] === 'modules' && parts.length >= 3) return { zone: 'module', module: parts[1], name: parts.slice(2).join('/'), test };
  return { zone: parts.length === 1 ? 'root' : parts[0], test };
}

const isPublic = (place) => place.name === `${place.module}.api.ts`;
const isTables = (place) => /\.tables\.ts$/.test(place.name);
const isPlugin = (place) => place.name === `${place.module}.plugin.ts`;
const exempt = (place) => place.test || place.zone === 'testing' || place.zone === 'seed';

/** The server file an import names, or undefined for packages. */
function resolve(from, source) {
  if (!source.startsWith('.')) return undefined;
  return path.resolve(path.dirname(from), source);
}

/** What an importer may not import, as a message, or undefined when it may. */
function refusal(from, to) {
  if (exempt(from)) return undefined;
  if (from.zone === 'platform' && (to.zone === 'module' || to.zone === 'read-models')) {
    return 'platform/ is below the modules: it imports no module and no read model (let the module hand platform what it needs)';
  }
  if (to.zone !== 'module') return undefined;
  if (isPlugin(to) && from.zone !== 'root') return `modules/${to.module}/${to.name} is composed by app.ts alone`;
  if (from.zone === 'read-models') return isTables(to) || isPublic(to) ? undefined : `a read model reads tables and public files, not modules/${to.module}/${to.name}`;
  if (from.zone !== 'module' || from.module === to.module) return undefined;
  if (isPublic(to)) return undefined;
  if (isTables(from) && isTables(to)) return undefined;
  return `modules/${from.module} may use modules/${to.module} only through its public file modules/${to.module}/${to.module}.api.ts` +
    (isTables(to) ? ' (reads joining several modules belong in read-models/)' : '');
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;

function importsOf(file, text) {
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1]);
    if (target) found.push(target);
  }
  return found;
}

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * The module graphs read from disk, with the file being linted read from its text instead: `code` (a module's
 * non-table files importing another module) and `schema` (table files importing another module's tables).
 */
function graphs(linted, lintedText) {
  const code = new Map();
  const schema = new Map();
  const add = (graph, a, b) => {
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a).add(b);
  };
  const files = fs.existsSync(MODULES) ? listFiles(MODULES) : [];
  if (linted && !files.includes(linted)) files.push(linted);
  for (const file of files) {
    const from = placeOf(file);
    if (!from || from.zone !== 'module' || from.test) continue;
    let text;
    try {
      text = file === linted ? lintedText : fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const target of importsOf(file, text)) {
      const to = placeOf(target);
      if (!to || to.zone !== 'module' || to.module === from.module) continue;
      add(isTables(from) ? schema : code, from.module, to.module);
    }
  }
  return { code, schema };
}

/** A path of modules from `start` back to `target` in the graph, or undefined. */
function pathBetween(graph, start, target) {
  const seen = new Set();
  const walk = (node, trail) => {
    if (node === target) return trail;
    if (seen.has(node)) return undefined;
    seen.add(node);
    for (const next of graph.get(node) ?? []) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

/** Which module owns each table, by its name in SQL (`pgTable('sale_order', …)` in modules/order/*.tables.ts). */
let tableOwners;
function ownersOfTables() {
  if (tableOwners) return tableOwners;
  tableOwners = new Map();
  for (const file of fs.existsSync(MODULES) ? listFiles(MODULES) : []) {
    const place = placeOf(file);
    if (!place || place.zone !== 'module' || !isTables(place)) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)) tableOwners.set(m[1], place.module);
  }
  return tableOwners;
}

const RAW_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi;

const boundaries = {
  meta: { type: 'problem', docs: { description: 'modules meet only through their public files; platform imports no module' }, schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const target = resolve(context.filename, node.source.value);
      const to = target && placeOf(target);
      const message = to && refusal(from, to);
      if (message) context.report({ node: node.source, message });
    };
    // SQL written out in a template names tables without importing them: a module's SQL names its own tables only.
    const rawSql = (node) => {
      if (from.zone !== 'module' || exempt(from)) return;
      for (const quasi of node.quasis) {
        for (const m of quasi.value.raw.matchAll(RAW_TABLE)) {
          const owner = ownersOfTables().get(m[1].toLowerCase());
          if (owner && owner !== from.module) {
            context.report({ node: quasi, message: `modules/${from.module} writes SQL on ${m[1]}, a table of modules/${owner}: use its public file, or a read model` });
          }
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: (n) => n.source && check(n), ExportAllDeclaration: check, TemplateLiteral: rawSql };
  },
};

const cycles = {
  meta: { type: 'problem', docs: { description: 'the modules depend on each other without cycles' }, schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.zone !== 'module' || from.test) return {};
    let built;
    const graph = () => (built ??= graphs(context.filename, context.sourceCode.text));
    const check = (node) => {
      const target = resolve(context.filename, node.source.value);
      const to = target && placeOf(target);
      if (!to || to.zone !== 'module' || to.module === from.module) return;
      const kind = isTables(from) ? 'schema' : 'code';
      const back = pathBetween(graph()[kind], to.module, from.module);
      if (back) {
        context.report({
          node: node.source,
          message: `modules/${from.module} → modules/${to.module} closes a cycle (${[from.module, ...back].join(' → ')}): ` +
            (kind === 'schema' ? 'foreign keys between modules must point one way' : 'let the lower module publish an event, or move the shared part down'),
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: (n) => n.source && check(n), ExportAllDeclaration: check };
  },
};

/** The modules' dependency graph as the code makes it: module → the modules whose public files it imports. */
export function moduleGraph() {
  const { code } = graphs('', '');
  return Object.fromEntries([...code.entries()].map(([m, deps]) => [m, [...deps].sort()]));
}

export default [
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { mall: { rules: { 'module-boundaries': boundaries, 'module-cycles': cycles } } },
    rules: { 'mall/module-boundaries': 'error', 'mall/module-cycles': 'error' },
  },
];
