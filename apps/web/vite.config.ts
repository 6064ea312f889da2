import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/**
 * The contract's modules only declare things (paths, zod schemas, endpoint records). The web imports their paths
 * and types, never their schemas, so each declaration's initializer is wrapped in an immediately called arrow
 * marked pure: the bundler then drops every declaration the web does not use, with what it reads (`.shape`,
 * spreads, other schemas), and with them zod (about 22 KB gzipped), from the shop's JavaScript. Marking only the
 * calls was not enough: a pure call's arguments (`{ ...ZPageRequest.shape }`) still count as side effects.
 */
function contractDeclarationsArePure(contractDir: string): Plugin {
  return {
    name: 'mall:contract-declarations-are-pure',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(contractDir) || !/\.[cm]?[jt]s$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init;
          // Plain literals (a path string) have nothing to drop.
          if (isNode(init) && init.type !== 'Literal' && init.type !== 'TemplateLiteral') inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((x, y) => y.start - x.start)) {
        out = `${out.slice(0, init.start)}/*#__PURE__*/ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * The platform console is a second page of the build (platform.html). The server answers /platform and every path
 * below it with that page (apps/server/src/platform/web-app.ts); the dev server does the same here.
 */
function platformConsolePages(): Plugin {
  return {
    name: 'mall:platform-console-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && /^\/platform(?:\/[^.?]*)?(?:\?.*)?$/.test(req.url ?? '')) req.url = '/platform.html';
        next();
      });
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
const contractSrc = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const apiTarget = process.env.MALL_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), contractDeclarationsArePure(contractSrc), platformConsolePages()],
  resolve: {
    // One React for the app and every library (the root package.json pins React 19 for all workspaces).
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      // Generated artwork and uploads are served by the API server too.
      '/media': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps chunks back to pages, for the first-screen budget check in e2e.
    manifest: true,
    // Every browser the shop supports knows modulepreload; the polyfill would be dead weight on the first screen.
    modulePreload: {
      polyfill: false,
      // A lazily loaded page preloads only its styles (so it never paints unstyled); its scripts' own imports load
      // when it runs. Listing every page's script dependencies made the shell's preload map (`__vite__mapDeps`)
      // the part of the first screen that grew with each route (docs/decisions.md, "The first screen").
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // The shop, and the platform console as a bundle of its own: the shop's pages load none of the console's code.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), platform: fileURLToPath(new URL('platform.html', import.meta.url)) },
    },
  },
});
