// The web app's zones (bulletproof-react; DESIGN.md conventions 1 and 11): pages compose features, a feature imports
// shared/ and itself only, shared/ imports no feature, no page and not the shell, and the shell (app/) composes pages
// and features. Built from ESLint's own rules: `no-restricted-imports` sees static imports, re-exports and type-only
// imports (a feature leaning on another's type is coupled to it all the same); `no-restricted-syntax` sees `import()`
// and `import('…').Type` with the same patterns, and query keys written by hand. eslint.config.js spreads this list.
import fs from 'node:fs';

const SRC = 'apps/web/src';
const TS = '**/*.{ts,tsx}';

// Features are flat folders (features/<x>/file.ts, DESIGN.md Layout): one config per feature, so that each knows
// which feature is its own. A new feature folder is picked up here by itself.
const FEATURES = fs
  .readdirSync(new URL(`../${SRC}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// eslint.config.js bans the server for the whole web app; a zone's own list replaces that one, so it repeats it.
const NO_SERVER = { group: ['**/apps/server/**', '@mall/server*'], message: 'The browser app reaches the server only through the contract and HTTP.' };

const CALLS = 'callApi, endpoint refs and first answers belong in a feature (its queries file and hooks)';

/** What each zone may not import, as regular expressions over the import's path. */
function restrictionsOf(zone, feature) {
  switch (zone) {
    case 'feature':
      return [
        {
          regex: '^(?:\\.\\./){2,}(?:app|pages)(?:/|$)',
          message: `features/${feature} may not import the app shell or a page: pages compose features, not the other way round.`,
        },
        {
          regex: `^(?:\\.\\./(?!${feature}/)[^./][^/]*/|(?:\\.\\./)+features/(?!${feature}/))`,
          message: `features/${feature} may import shared/ and its own files only, never another feature: move what several features use to shared/ (types to the contract's), or compose them in a page.`,
        },
      ];
    case 'shared':
      return [
        {
          regex: '^(?:\\.\\./)+(?:features|pages|app)(?:/|$)',
          message: 'shared/ imports no feature, no page and not the app shell: everything else stands on it.',
        },
      ];
    case 'page':
      return [
        {
          regex: '^(?:\\.\\./)+app(?:/|$)',
          message: 'A page does not import the app shell (the shell imports the pages); what pages need of it is in shared/ (PageProps: shared/ui/page.tsx).',
        },
        {
          regex: '^(?:\\.\\./)+shared/transport/(?!api-error\\.ts$)',
          message: `A page makes no calls: it uses its features' hooks and actions (${CALLS}). Error codes and isApiError (shared/transport/api-error.ts) are fine.`,
        },
      ];
    case 'app':
      return [
        {
          regex: '^(?:\\.\\./)+(?:shared/transport/(?:call-api|endpoint-ref|first-answers)|features/[^/]+/[^/]+-api)\\.ts$',
          message: `The app shell makes no calls of its own: it composes pages and feature hooks (${CALLS}).`,
        },
      ];
    default:
      throw new Error(`unknown zone ${zone}`);
  }
}

/** A regular expression as esquery writes one in a selector. */
const selectorRegex = (regex) => `/${regex.replaceAll('/', '\\/')}/`;

const HAND_WRITTEN_KEY = {
  selector: "Property[key.name='queryKey'][value.type='ArrayExpression']",
  message:
    "Query keys are made only in a feature's queries file (features/<x>/<x>-queries.ts), on QUERY_ROOTS (shared/query/query-roots.ts) with the language last: use its factory's options or key, or a root or prefix to invalidate.",
};

/** The configs of one zone: its imports, and its `import()`s and query keys (queries files may write keys). */
function zone(name, folder, feature) {
  const restrictions = restrictionsOf(name, feature);
  const dynamic = restrictions.flatMap(({ regex, message }) => [
    { selector: `ImportExpression[source.value=${selectorRegex(regex)}]`, message },
    { selector: `TSImportType[argument.literal.value=${selectorRegex(regex)}]`, message },
  ]);
  const label = feature ? `${name} ${feature}` : name;
  return [
    {
      name: `mall/web-boundaries/${label}`,
      files: [`${SRC}/${folder}/${TS}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [NO_SERVER, ...restrictions] }],
        'no-restricted-syntax': ['error', ...dynamic, HAND_WRITTEN_KEY],
      },
    },
    {
      name: `mall/web-boundaries/${label} queries files`,
      files: [`${SRC}/${folder}/**/*-queries.ts`],
      rules: { 'no-restricted-syntax': ['error', ...dynamic] },
    },
  ];
}

export default [
  ...FEATURES.flatMap((feature) => zone('feature', `features/${feature}`, feature)),
  ...zone('shared', 'shared'),
  ...zone('page', 'pages'),
  ...zone('app', 'app'),
];
