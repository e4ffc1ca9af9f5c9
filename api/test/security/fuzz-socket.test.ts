import fc from 'fast-check';
import { CHAT_BOXES, chatRequests } from '@site/shared/chat';
import type { ServerFrame } from '@site/shared/realtime/protocol';
import { ask, visitorToken } from '../chat/chat-client.js';
import { ARABIC, RAW_KEY, RUNS, key, nastyString, value } from '../fixtures/fuzz.js';
import { AGENT, AGENT2, appForFile, loginToken, signUpClient } from '../helper.js';
import { TestSocket, listenLocal } from '../realtime/test-socket.js';

/*
 * The realtime socket's requests fuzzed like the HTTP routes: every request name with generated
 * data (its own fields with wrong or hostile values, stray and polluting keys, any JSON value), as
 * visitors, clients and agents, in Arabic and English. No answer may be `failed` (a server error),
 * and every refusal must be translated.
 */
const app = appForFile({ env: { TRUST_PROXY: '1' } });
const NAMES = Object.keys(chatRequests) as Array<keyof typeof chatRequests>;
const FIELDS = ['conversationId', 'clientId', 'content', 'page', 'box', 'upTo', 'email', 'ticket'];

const kinds = fc.constantFrom('text', 'location', 'photo', 'video', 'file', 'voice', 'sticker', '');
const uuidish = fc.oneof(fc.uuid(), nastyString, fc.constant('00000000-0000-4000-8000-000000000000'));
const content = fc.record(
  { kind: kinds, text: nastyString, latitude: fc.oneof(fc.double(), value), longitude: fc.oneof(fc.double(), value), uploadId: uuidish, durationMs: fc.oneof(fc.integer(), value) },
  { requiredKeys: [] },
);
/** Data near what each request takes (so handlers run past validation now and then), or anything at all. */
const dataFor = (conversations: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({
      conversationId: fc.oneof(uuidish, fc.constantFrom(...conversations)),
      clientId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), nastyString),
      content: fc.oneof(content, value),
      page: fc.oneof(fc.webUrl(), nastyString),
      box: fc.oneof(fc.constantFrom(...CHAT_BOXES), nastyString),
      upTo: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), nastyString),
      email: fc.oneof(fc.emailAddress(), nastyString),
      ticket: fc.oneof(fc.dictionary(fc.constantFrom('type', 'department', 'subject', 'details', 'urgent'), fc.oneof(nastyString, value)), value),
    }, { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), key), value, { maxKeys: 5 }) },
    { weight: 1, arbitrary: value },
  );

interface Speaker { socket: TestSocket; lang: 'en' | 'ar' }
const speakers: Speaker[] = [];
const conversations: string[] = [];
const outcome = { frames: 0, replies: 0, refusals: new Map<string, number>() };
let address = 0;

/** A socket of its own address (the proxy hop names it), so the per-address budget is its own. */
async function speaker(url: string, token: string, lang: 'en' | 'ar'): Promise<Speaker> {
  address += 1;
  const socket = await TestSocket.open(url, { headers: { 'x-forwarded-for': `198.51.100.${address}` } });
  await socket.auth(token, lang);
  return { socket, lang };
}

beforeAll(async () => {
  const url = await listenLocal(app);
  const tokens = [
    await visitorToken(app), await visitorToken(app), await signUpClient(app), await signUpClient(app),
    await loginToken(app, AGENT.email, AGENT.password), await loginToken(app, AGENT2.email, AGENT2.password),
  ];
  for (const [i, token] of tokens.entries()) speakers.push(await speaker(url, token, i % 2 === 0 ? 'ar' : 'en'));
  // Conversations that exist, so ids sometimes name a real one.
  for (const { socket } of speakers.slice(0, 4)) {
    const sent = await ask(socket, 'chat.send', { clientId: 'seed', content: { kind: 'text', text: 'hello' } });
    if (sent.type === 'reply') conversations.push((sent.data as { conversationId: string }).conversationId);
  }
});
afterAll(() => {
  for (const { socket } of speakers) socket.close();
  process.stdout.write(`socket fuzz: ${outcome.frames} frames, ${outcome.replies} replies, refusals ${JSON.stringify(Object.fromEntries(outcome.refusals))}\n`);
});

/** Never `failed`; every refusal translated (Arabic letters on an Arabic socket, no raw keys). */
function check(answer: Extract<ServerFrame, { type: 'reply' | 'error' }>, lang: 'en' | 'ar', what: string) {
  outcome.frames += 1;
  if (answer.type === 'reply') {
    outcome.replies += 1;
    return;
  }
  outcome.refusals.set(answer.code, (outcome.refusals.get(answer.code) ?? 0) + 1);
  expect({ what, code: answer.code }).not.toEqual({ what, code: 'failed' });
  for (const text of [answer.message, ...(answer.errors ?? [])]) {
    expect({ what, text, raw: RAW_KEY.test(text) }).toEqual({ what, text, raw: false });
    if (lang === 'ar') expect({ what, text, arabic: ARABIC.test(text) }).toEqual({ what, text, arabic: true });
  }
}

let turn = 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(NAMES)('%s', (name) => {
  test(`${RUNS} generated frames: no failed answer, every refusal translated`, async () => {
    await fc.assert(
      // Under the 64 KB frame limit in bytes (a larger frame closes the socket by design, see hub.test.ts).
      fc.asyncProperty(dataFor(conversations).filter((data) => Buffer.byteLength(JSON.stringify(data) ?? '') < 60_000), async (data) => {
        const { socket, lang } = speakers[turn++ % speakers.length]!;
        // Within each socket's budget (20 frames a second), so every frame reaches its handler.
        await pause(5);
        check(await ask(socket, name, data), lang, `${name} ${JSON.stringify(data)?.slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  }, 900_000);
});
