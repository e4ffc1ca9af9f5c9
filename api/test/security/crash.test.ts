import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { accounts, chatMessages, contactMessages, ticketReplies, tickets } from '../../src/db/schema/index.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { readEnv } from '../../src/env.js';
import { AGENT, DEMO, newPerson, openTestDatabase } from '../helper.js';
import { ask, signedIn, text } from '../chat/chat-client.js';
import type { TestSocket } from '../realtime/test-socket.js';
import { freePort, kill, startServer } from './child-server.js';

/*
 * Crash safety: the all-in-one server (PGlite in a folder, or PostgreSQL when DATABASE_URL is set)
 * takes registrations, contact messages, ticket replies and chat messages while it is killed with
 * SIGKILL at a random moment, ROUNDS times. Every write answered 2xx must be there afterwards, the
 * data folder must open again each time, and work cut off half-way leaves nothing inconsistent:
 * the ticket's reply count is its stored replies, the conversation's unread count its messages.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);

let seq = 0;
const ip = () => `10.77.${Math.floor(seq / 250) % 250}.${(seq++ % 250) + 1}`;

test(`${ROUNDS} SIGKILLs during writes: every acknowledged write survives`, async () => {
  const url = readEnv().DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-crash-'));
  const pg: Database | null = url ? await openTestDatabase() : null;
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'silent', SERVE_STATIC: 'false', SSR: 'false',
    TRUST_PROXY: '1', DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads'), DATABASE_URL: pg?.url ?? '', DEV_OUTBOX: '',
  };
  const base = `http://127.0.0.1:${port}/api`;
  const post = (route: string, body: object, token?: string) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const acked = { emails: [] as string[], messages: [] as string[], replies: [] as string[], chat: [] as string[] };
  const socketUrl = `ws://127.0.0.1:${port}/api/realtime`;

  let server = await startServer(env);
  const token = ((await (await post('/auth/login', { identifier: DEMO.email, password: DEMO.password })).json()) as { token: string }).token;
  const ticket = (await (await post('/tickets', { type: 'problem', department: 'technical', subject: 'Crash test', details: 'Replies arrive.' }, token)).json()) as { id: string };
  const visitor = ((await (await post('/chat/visitors', {})).json()) as { token: string }).token;

  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round > 0) server = await startServer(env);
      let stop = false;
      let chat: TestSocket | null = null;
      const writer = async (write: () => Promise<void>) => {
        while (!stop) await write().catch(() => undefined);
      };
      const writers = [
        writer(async () => {
          const person = newPerson('crash');
          if ((await post('/auth/register', person)).status === 201) acked.emails.push(person.email);
        }),
        writer(async () => {
          const r = await post('/contact', { name: 'Crash', mobile: '+966501234567', email: 'crash@example.com', message: `round ${round}` });
          if (r.status === 201) acked.messages.push(((await r.json()) as { id: string }).id);
        }),
        writer(async () => {
          const body = `reply ${round}-${seq}`;
          if ((await post(`/tickets/${ticket.id}/replies`, { body }, token)).status === 201) acked.replies.push(body);
        }),
        writer(async () => {
          const socket = (chat ??= await signedIn(socketUrl, visitor));
          const clientId = `chat-${round}-${seq++}`;
          // A killed server answers nothing: stop waiting when the socket closes.
          const answer = await Promise.race([ask(socket, 'chat.send', { clientId, content: text(clientId) }), socket.closed.then(() => null)]);
          if (answer === null) chat = null;
          else if (answer.type === 'reply') acked.chat.push(clientId);
        }),
      ];
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 1300));
      await kill(server);
      stop = true;
      await Promise.all(writers);
      (chat as TestSocket | null)?.close();
    }
    // Once more up: the agents' inbox counts as unread exactly the visitor's stored messages.
    server = await startServer(env);
    const agentToken = ((await (await post('/auth/login', { identifier: AGENT.email, password: AGENT.password })).json()) as { token: string }).token;
    const agent = await signedIn(socketUrl, agentToken);
    const listed = await ask(agent, 'chat.list', { box: 'unassigned' });
    agent.close();
    await kill(server);
    const inbox = listed.type === 'reply' ? (listed.data as { items: Array<{ id: string; unread: number }> }).items : [];
    // The folder (or database) opens again, and holds every acknowledged write.
    const database = pg ?? (await openDatabase({ dataDir: env.DATA_DIR! }));
    try {
      const { db } = database;
      const emails = acked.emails.length ? await db.select({ v: accounts.email }).from(accounts).where(inArray(accounts.email, acked.emails)) : [];
      const messages = acked.messages.length ? await db.select({ v: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, acked.messages)) : [];
      const replies = acked.replies.length ? await db.select({ v: ticketReplies.body }).from(ticketReplies).where(inArray(ticketReplies.body, acked.replies)) : [];
      const chats = acked.chat.length ? await db.select({ v: chatMessages.clientId, conversation: chatMessages.conversationId }).from(chatMessages).where(inArray(chatMessages.clientId, acked.chat)) : [];
      expect({ emails: emails.length, messages: messages.length, replies: replies.length, chat: chats.length }).toEqual({
        emails: acked.emails.length, messages: acked.messages.length, replies: acked.replies.length, chat: acked.chat.length,
      });
      expect(acked.emails.length + acked.messages.length + acked.replies.length + acked.chat.length).toBeGreaterThan(ROUNDS);

      // Half-finished work: a reply stored without its count (or the reverse) would show here.
      const [stored] = await db.select({ replyCount: tickets.replyCount }).from(tickets).where(eq(tickets.id, ticket.id));
      const [replyRows] = await db.select({ n: count() }).from(ticketReplies).where(eq(ticketReplies.ticketId, ticket.id));
      expect(stored?.replyCount).toBe(replyRows?.n);
      const conversationId = chats[0]?.conversation;
      expect(conversationId).toBeDefined();
      const [chatRows] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId!));
      expect(inbox.find((c) => c.id === conversationId)?.unread).toBe(chatRows?.n);
      process.stdout.write(`crash: ${ROUNDS} rounds, ${acked.emails.length} registrations, ${acked.messages.length} messages, ${acked.replies.length} replies, ${acked.chat.length} chat messages acknowledged, 0 lost\n`);
    } finally {
      await database.close();
    }
  } finally {
    await kill(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 900_000);
