/**
 * The client side of the idle-socket benchmark, in a process of its own so its 10,000 sockets do
 * not share an event loop with the measuring one. Reads commands on standard input, one a line:
 * `open <n>` opens sockets until n are held and answers `held <n>`; `count` answers `open <n>`
 * (sockets still open); `close` ends every socket and exits. Each socket authenticates with one
 * visitor token of the file named by argv[2] (one a line) and answers the server's pings, as the
 * chat widget does. Sockets leave from the loopback addresses listed in argv[4] in turn, so no
 * address passes the server's per-address limit.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import WebSocket from 'ws';

const [tokenFile, url, addressList] = process.argv.slice(2) as [string, string, string];
const tokens = fs.readFileSync(tokenFile, 'utf8').split('\n').filter(Boolean);
const addresses = addressList.split(',');
const sockets: WebSocket[] = [];
let failures = 0;

function openOne(index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'site.v1', { localAddress: addresses[index % addresses.length] });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', v: 1, token: tokens[index] })));
    socket.on('message', (raw) => {
      const frame = JSON.parse((raw as Buffer).toString('utf8')) as { type: string; code?: string; ref?: string };
      if (frame.type === 'ping') socket.send('{"type":"pong"}');
      else if (frame.type === 'ready') resolve(socket);
      else if (frame.type === 'error' && !frame.ref) reject(new Error(`auth refused: ${frame.code}`));
    });
    socket.on('error', reject);
  });
}

/** Opens sockets 100 at a time, the way visitors arrive. */
async function openUntil(count: number): Promise<void> {
  while (sockets.length < count) {
    const batch = Math.min(100, count - sockets.length);
    const start = sockets.length;
    const opened = await Promise.allSettled(Array.from({ length: batch }, (_, i) => openOne(start + i)));
    for (const result of opened) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else failures += 1;
    }
    if (failures > 0) throw new Error(`${failures} socket(s) refused`);
  }
}

const answer = (line: string) => process.stdout.write(`${line}\n`);

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, value] = line.trim().split(' ');
  if (command === 'open') {
    openUntil(Number(value)).then(
      () => answer(`held ${sockets.length}`),
      (error: unknown) => answer(`failed ${error instanceof Error ? error.message : String(error)}`),
    );
  } else if (command === 'count') {
    answer(`open ${sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length}`);
  } else if (command === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
answer('ready');
