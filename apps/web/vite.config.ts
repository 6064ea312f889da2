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

/** Start offsets of every call and `new` in an initializer, except inside functions (those run later, if ever). */
function callStarts(node: Node, into: number[]): void {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') into.push(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) callStarts(item, into);
    if (isNode(value)) callStarts(value, into);
  }
}

/**
 * The contract's modules only declare things (paths, zod schemas, endpoint records). The web imports their paths
 * and types, never their schemas, so marking the calls that build those declarations as pure lets the bundler drop
 * the schemas, and with them zod (about 22 KB gzipped), from the shop's JavaScript.
 */
function contractDeclarationsArePure(contractDir: string): Plugin {
  return {
    name: 'mall:contract-declarations-are-pure',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(contractDir) || !/\.[cm]?[jt]s$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const starts: number[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) if (isNode(declarator.init)) callStarts(declarator.init, starts);
      }
      if (starts.length === 0) return null;
      let out = code;
      for (const start of [...new Set(starts)].sort((a, b) => b - a)) out = `${out.slice(0, start)}/*#__PURE__*/ ${out.slice(start)}`;
      return { code: out, map: null };
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
const contractSrc = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const apiTarget = process.env.MALL_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), contractDeclarationsArePure(contractSrc)],
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
  },
});
