import { CHAT_LIMITS } from '@site/shared/chat';
import type { ServerFrame } from '@site/shared/realtime/protocol';
import { FRAME_RATES } from '../../src/realtime/budget.js';
import { appForFile } from '../helper.js';
import { TestSocket } from '../realtime/test-socket.js';
import { eventually } from '../fixtures/eventually.js';
import { ask, reply, socketsForFile, text, visitorToken } from './chat-client.js';

/*
 * One address floods the chat with typing marks from 20 visitor sockets (behind one proxy hop, so
 * the forwarded address is theirs): the agents' inbox must stay quiet and the agent's own requests
 * must still be answered.
 */
const app = appForFile({ env: { TRUST_PROXY: '1' } });
const { open, ...ctx } = socketsForFile(app);
const FLOOD_ADDRESS = '203.0.113.9';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Sends `each` unsubscribes at once on every socket (nothing but the frame budget is involved)
 * and waits until every one is answered: unsubscribed, or refused as rate limited.
 */
async function burst(sockets: TestSocket[], each: number) {
  const marks = sockets.map((socket) => socket.frames.length);
  const started = Date.now();
  for (const socket of sockets) for (let i = 0; i < each; i += 1) socket.send({ type: 'unsubscribe', ref: `b${i}`, topic: 'chat:none' });
  const answersSoFar = () => sockets.flatMap((socket, i) => socket.frames.slice(marks[i]).filter((f) => f.type === 'unsubscribed' || f.type === 'error'));
  // Every frame is answered; a loaded machine may take a while.
  await eventually(() => answersSoFar().length >= sockets.length * each, 15_000).catch(() => undefined);
  const answers = answersSoFar();
  return { answers, answered: answers.filter((frame) => frame.type === 'unsubscribed').length, seconds: (Date.now() - started) / 1000 };
}

const events = (socket: TestSocket, topic: string, name: string) =>
  socket.frames.filter((frame): frame is Extract<ServerFrame, { type: 'event' }> => frame.type === 'event' && frame.topic === topic && frame.name === name).length;

test('a 20-socket typing flood from one address: the inbox hears none of it, the agent is still answered, the address is slowed', async () => {
  const url = (app.server.address() as { port: number }).port;
  const agent = await open(ctx.agentToken());
  await agent.subscribe('chat-inbox');
  const visitors: TestSocket[] = [];
  const conversations: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const socket = await TestSocket.open(`ws://127.0.0.1:${url}/api/realtime`, { headers: { 'x-forwarded-for': FLOOD_ADDRESS } });
    visitors.push(socket);
    await socket.auth(await visitorToken(app));
    conversations.push((await reply<{ conversationId: string }>(socket, 'chat.send', { clientId: `f${i}`, content: text(`hello ${i}`) })).conversationId);
  }
  const watched = conversations[0]!;
  await agent.subscribe(`chat:${watched}`);
  const inboxBefore = agent.frames.length;

  // Every visitor types 20 times a second while the agent lists and answers ten times.
  let sent = 0;
  const started = Date.now();
  const flood = setInterval(() => {
    for (const socket of visitors) {
      sent += 1;
      void ask(socket, 'chat.typing', {}).catch(() => undefined);
    }
  }, 50);
  const agentAnswers: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    agentAnswers.push((await ask(agent, 'chat.list', { box: 'unassigned' })).type);
    agentAnswers.push((await ask(agent, 'chat.send', { conversationId: conversations[i]!, clientId: `a${i}`, content: text('on it') })).type);
    await pause(250);
  }
  clearInterval(flood);
  const lasted = Date.now() - started;
  await pause(300);

  expect(agentAnswers.every((type) => type === 'reply')).toBe(true);
  // Typing goes to the conversation's followers only, and at most once per typingEveryMs.
  expect(events(agent, 'chat-inbox', 'chat.typing')).toBe(0);
  expect(events(agent, `chat:${watched}`, 'chat.typing')).toBeLessThanOrEqual(Math.ceil(lasted / CHAT_LIMITS.typingEveryMs) + 1);
  expect(agent.frames.length - inboxBefore).toBeLessThan(100);
  expect(sent).toBeGreaterThan(0);

  // 20 sockets × 15 frames at once: each socket's burst (40) allows them, the address's (200)
  // does not. The address's budget refills first (it counts real time).
  await pause(2_000);
  const { answers, answered, seconds } = await burst(visitors, 15);
  expect(answers).toHaveLength(300);
  expect(answers.filter((frame) => frame.type === 'error' && frame.code === 'rate_limited').length).toBe(300 - answered);
  expect(answered).toBeLessThanOrEqual(FRAME_RATES.address.burst + Math.ceil(seconds * FRAME_RATES.address.perSecond));
  expect(answered).toBeGreaterThanOrEqual(FRAME_RATES.address.burst - 40);
  for (const socket of visitors) socket.close();
});

test('one identity on several sockets shares one budget', async () => {
  const token = await visitorToken(app);
  const sockets = await Promise.all(Array.from({ length: 4 }, () => open(token)));
  // 4 sockets × 40 frames at once: each socket's own burst allows all of them, the identity's does not.
  const { answers, answered, seconds } = await burst(sockets, 40);
  expect(answers).toHaveLength(160);
  expect(answered).toBeLessThanOrEqual(FRAME_RATES.identity.burst + Math.ceil(seconds * FRAME_RATES.identity.perSecond));
  expect(answered).toBeLessThan(160);
});
