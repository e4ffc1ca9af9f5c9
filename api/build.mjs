/**
 * Production build of the API: ES modules dist/server.js and dist/migrate.js, that Node runs directly (no
 * TypeScript loader at run time). The workspace's own packages (@site/shared ships TypeScript
 * sources) are compiled into the bundle; every other package stays an import, resolved from
 * node_modules as usual (native addons, PGlite's WASM and migrations files stay where they are).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

/** @type {import('esbuild').Plugin} */
const workspaceOnly = {
  name: 'externals-except-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@site/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  // The server, and the one-off migrate-and-seed step a deployment runs before its instances.
  entryPoints: { server: 'src/server.ts', migrate: 'src/db/seed/run.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [workspaceOnly],
});
