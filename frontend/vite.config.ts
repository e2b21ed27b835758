/**
 * Vite builds the single-page app into dist/frontend, which the NestJS server
 * serves at / with a history fallback. In development (`npm run dev`) the dev
 * server proxies /api to the backend named by API_URL.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(frontendDir, '..');

export default defineConfig({
  root: frontendDir,
  plugins: [react()],
  resolve: {
    // The field tables are shared with the backend: one definition in rules/fields.ts.
    alias: { '@rules': path.join(repoDir, 'rules'), '@docs': path.join(repoDir, 'docs') },
  },
  build: {
    outDir: path.join(repoDir, 'dist/frontend'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    fs: { allow: [repoDir] },
    proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3001', changeOrigin: false } },
  },
});
