/**
 * Vite builds the single-page app into dist/frontend, which the NestJS server
 * serves at / with a history fallback. In development (`npm run dev`) the dev
 * server proxies /api to the backend named by API_URL.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(frontendDir, '..');

/**
 * KaTeX is a chunk of its own, imported by the main bundle as it starts
 * (frontend/src/lib/katex.ts), and every page waits for it: a modulepreload
 * link lets the browser fetch it beside the main bundle instead of after it.
 */
function preloadKatex(): Plugin {
  return {
    name: 'preload-katex',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'katex');
        if (!chunk) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  root: frontendDir,
  plugins: [react(), preloadKatex()],
  resolve: {
    alias: [
      // The HTTP contract (types, field tables, search matching), shared with the backend: the frontend's one import from outside frontend/.
      { find: /^@contract$/, replacement: path.join(repoDir, 'kb/contract/index.ts') },
      { find: '@docs', replacement: path.join(repoDir, 'docs') },
      // One KaTeX: the Markdown plugin's require('katex') gets the same ES module the app imports.
      { find: /^katex$/, replacement: path.join(repoDir, 'node_modules/katex/dist/katex.mjs') },
    ],
  },
  build: {
    outDir: path.join(repoDir, 'dist/frontend'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 500,
  },
  server: {
    fs: { allow: [repoDir] },
    proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3001', changeOrigin: false } },
  },
});
