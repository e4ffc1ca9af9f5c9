import { nodeCli } from './node-cli';
import { startBare } from './servers';

const CLI = require.resolve('autocannon/autocannon.js');

export interface Load {
  reqPerSec: number;
  errors: number;
  non2xx: number;
  p50Ms: number;
  p99Ms: number;
}

/** autocannon in its own process (it would otherwise share this process's event loop). */
export async function load(url: string, seconds: number, connections = 20, headers: Record<string, string> = {}): Promise<Load> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const stdout = await nodeCli(CLI, ['--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    reqPerSec: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface Comparison {
  path: string;
  bodyBytes: number;
  reqPerSec: number;
  bareReqPerSec: number;
  ratio: number;
  errors: number;
}

/**
 * One endpoint against a bare node:http server that sends a body of the same size, in
 * alternating rounds: the machine's load drifts, so the ratio is the median of the rounds'
 * own ratios, each from two runs back to back.
 */
export async function compareWithBare(apiUrl: string, path: string, barePort: number, rounds = 5, seconds = 4): Promise<Comparison> {
  const bodyBytes = Buffer.byteLength(await (await fetch(`${apiUrl}${path}`)).text());
  const bare = await startBare(barePort, bodyBytes);
  try {
    await load(`${apiUrl}${path}`, 2);
    await load(bare.url, 2);
    const api: Load[] = [];
    const floor: Load[] = [];
    for (let i = 0; i < rounds; i++) {
      floor.push(await load(bare.url, seconds));
      api.push(await load(`${apiUrl}${path}`, seconds));
    }
    return {
      path,
      bodyBytes,
      reqPerSec: median(api.map((r) => r.reqPerSec)),
      bareReqPerSec: median(floor.map((r) => r.reqPerSec)),
      // Each round's pair ran back to back, under the same load: compare within pairs.
      ratio: +median(api.map((r, i) => r.reqPerSec / floor[i]!.reqPerSec)).toFixed(2),
      errors: api.reduce((n, r) => n + r.errors + r.non2xx, 0),
    };
  } finally {
    await bare.stop();
  }
}
