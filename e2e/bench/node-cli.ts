import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A package's command-line tool (its script, from `require.resolve`) in a Node process of its
 * own, off this process's event loop: its standard output.
 */
export async function nodeCli(script: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; maxBuffer: number }): Promise<string> {
  const { stdout } = await run(process.execPath, [script, ...args], options);
  return stdout;
}
