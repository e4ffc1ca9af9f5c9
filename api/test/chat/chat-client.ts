import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '@site/shared/realtime/protocol';
import { AGENT, call, freshIp, loginToken } from '../helper.js';
import { TestSocket, listenLocal } from '../realtime/test-socket.js';

let refs = 0;

/** Sends a request frame; resolves with its reply or its error frame. */
export async function ask(socket: TestSocket, name: string, data: unknown): Promise<Extract<ServerFrame, { type: 'reply' | 'error' }>> {
  const ref = `r${++refs}`;
  const answer = Promise.race([socket.next('reply', (f) => f.ref === ref), socket.next('error', (f) => f.ref === ref)]);
  socket.send({ type: 'request', ref, name, data });
  return answer;
}

/** The reply's data, failing the test on an error frame. */
export async function reply<T = Record<string, unknown>>(socket: TestSocket, name: string, data: unknown): Promise<T> {
  const answer = await ask(socket, name, data);
  if (answer.type !== 'reply') throw new Error(`${name} failed: ${answer.code} ${answer.message}`);
  return answer.data as T;
}

export async function visitorToken(app: FastifyInstance): Promise<string> {
  const response = await call(app, { method: 'POST', url: '/api/chat/visitors', payload: {}, remoteAddress: freshIp() });
  expect(response.status).toBe(201);
  return response.body.token as string;
}

/** An open, authenticated socket. */
export async function signedIn(url: string, token: string, lang?: 'ar' | 'en'): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  await socket.auth(token, lang);
  return socket;
}

export const text = (body: string) => ({ kind: 'text', text: body });

/**
 * For a test file: the app listening, the agent's token, and `open` for sockets that are
 * closed after each test.
 */
export function socketsForFile(app: FastifyInstance) {
  let url = '';
  let agentToken = '';
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    url = await listenLocal(app);
    agentToken = await loginToken(app, AGENT.email, AGENT.password);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  return {
    agentToken: () => agentToken,
    /** A socket not yet authenticated. */
    async connect() {
      const socket = await TestSocket.open(url);
      sockets.push(socket);
      return socket;
    },
    async open(token: string, lang?: 'ar' | 'en') {
      const socket = await signedIn(url, token, lang);
      sockets.push(socket);
      return socket;
    },
  };
}
