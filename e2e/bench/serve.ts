import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';

/** Starts the all-in-one server (as `npm start` serves it) on a fresh embedded database. */
export async function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const repo = path.resolve(__dirname, '..', '..');
  const child: ChildProcess = spawn('npm', ['run', 'serve', '-w', '@site/api'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-db-')), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  process.kill(-child.pid!, 'SIGTERM');
  throw new Error('server did not start');
}
