/**
 * Where each remote's files are served from: the folder of its manifest in the run-time
 * remote map, as an absolute URL ('https://cdn.example.com/mf-groups/1.4.0/'). A script URL
 * under one of them belongs to that remote, wherever the remote is deployed.
 */
export function remoteBaseUrls(remotes: Record<string, string>, pageUrl: string): string[] {
  return Object.values(remotes).flatMap((manifest) => {
    try {
      return [new URL('.', new URL(manifest, pageUrl)).href];
    } catch {
      return [];
    }
  });
}

/** Whether an error was raised by a remote's own scripts (its file, or a frame of its stack). */
export function isFromRemote(error: unknown, filename: string, bases: readonly string[]): boolean {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return bases.some((base) => filename.startsWith(base) || stack.includes(base));
}
