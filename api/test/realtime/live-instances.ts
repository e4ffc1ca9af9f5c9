import { instancesForFile } from '../helper.js';
import { TestSocket, listenLocal } from './test-socket.js';

/**
 * Two API instances on one database, each listening on a local port, and signed-in sockets that
 * follow topics on either: what a live-update test needs to show an event crossing instances (on
 * PostgreSQL through LISTEN/NOTIFY). Sockets close after the file.
 */
export function liveInstancesForFile() {
  const instances = instancesForFile();
  const sockets: TestSocket[] = [];
  const urls = { a: '', b: '' };
  beforeAll(async () => {
    urls.a = await listenLocal(instances.a);
    urls.b = await listenLocal(instances.b);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  /** A signed-in socket on one instance, following `topics` (each must be accepted). */
  async function follow(url: string, token: string, topics: string[]) {
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    await socket.auth(token);
    for (const topic of topics) expect(await socket.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    return socket;
  }

  return { instances, urls, follow };
}
