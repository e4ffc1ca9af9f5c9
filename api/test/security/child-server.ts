import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { API_DIR } from '../../src/paths.js';

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/*
 * Rate-limit counters in the machine's Redis outlive a run: the PGlite and PostgreSQL runs (and the
 * next CI run) send the same addresses and phones, so each test file counts under a prefix of its own.
 * Servers restarted within one file share it, as one deployment's instances do.
 */
const REDIS_PREFIX = `test-child-${randomBytes(6).toString('hex')}:`;

/** The all-in-one server (`src/server.ts`) in a child process, once its health answers. */
export async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR, env: { ...process.env, REDIS_PREFIX, ...env }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    const up = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** SIGKILL: no shutdown hook runs, as in a crash or an out-of-memory kill. */
export const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (!running(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
