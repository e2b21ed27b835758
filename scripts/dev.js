#!/usr/bin/env node
/**
 * `npm run dev`: builds (when stale) and starts the backend on a free port, then the Vite dev
 * server (hot reload) with /api proxied to it. Ctrl-C stops both.
 * Environment: VITE_PORT for the Vite server (default 5173); the backend gets the rest
 * of the environment (DATA_DIR, DATABASE_URL, CATALOGUE_EMPTY, ...).
 */
const { spawn, spawnSync } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const children = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

async function main() {
  // The server is rebuilt only when its sources changed (scripts/fresh-build.js).
  const built = spawnSync(process.execPath, [path.join(__dirname, 'fresh-build.js'), '--server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);

  const apiPort = await freePort();
  const backend = spawn(process.execPath, ['dist/backend/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort) },
  });
  children.push(backend);
  backend.on('exit', (code) => stop(code ?? 1));

  const vite = spawn(
    process.execPath,
    [path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js'), '--config', 'frontend/vite.config.ts', '--port', process.env.VITE_PORT ?? '5173'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` } },
  );
  children.push(vite);
  vite.on('exit', (code) => stop(code ?? 0));

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

main().catch((error) => {
  console.error(error);
  stop(1);
});
