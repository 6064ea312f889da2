import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractDeclarationsArePure } from './vite-plugins/contract-declarations-are-pure.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const contractSrc = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const apiTarget = process.env.MALL_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), contractDeclarationsArePure(contractSrc)],
  resolve: {
    // The workspace root holds React 18 (a peer of the server's drizzle-orm); libraries hoisted there must use our React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
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
