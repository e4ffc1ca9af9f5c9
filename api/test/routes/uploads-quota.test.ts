import { CHAT_UPLOAD_PURPOSE } from '@site/shared/chat';
import { UPLOAD_QUOTAS } from '../../src/services/uploads/quotas.js';
import { ask, socketsForFile, visitorToken } from '../chat/chat-client.js';
import { appForFile, call, freshIp, loginToken } from '../helper.js';
import { formData, noisePng, storedFiles } from '../fixtures/files.js';

const app = appForFile();
const { open } = socketsForFile(app);
/** About 9 MB: a photo under the chat's 10 MB limit. */
const photo = noisePng(1800, 1700);
const MB = 1024 * 1024;

const upload = (token: string, remoteAddress: string, lang = 'en') =>
  call(app, { method: 'POST', url: '/api/uploads', token, lang, remoteAddress, ...formData([['purpose', CHAT_UPLOAD_PURPOSE], ['file', { filename: 'p.png', content: photo }]]) });

/** Uploads photos as the visitor and sends each into its chat, until one is refused: the statuses. */
async function fill(token: string, address: string, most: number): Promise<Array<{ status: number; message?: string }>> {
  const socket = await open(token, 'ar');
  const answers: Array<{ status: number; message?: string }> = [];
  for (let i = 0; i < most; i += 1) {
    const answer = await upload(token, address, 'ar');
    answers.push({ status: answer.status, message: answer.body.message });
    if (answer.status !== 201) break;
    // Attached to a message, the file stops being pending: it must still count.
    expect((await ask(socket, 'chat.send', { clientId: `q${i}`, content: { kind: 'photo', uploadId: answer.body.id } })).type).toBe('reply');
  }
  return answers;
}

test('an anonymous visitor stores at most its daily bytes, attached files counted; then its address is capped too', async () => {
  expect(photo.length).toBeGreaterThan(8 * MB);
  const address = freshIp();
  const perVisitor = Math.floor(UPLOAD_QUOTAS.anonymous / photo.length);
  const first = await fill(await visitorToken(app), address, 20);
  expect(first.map((a) => a.status)).toEqual([...Array<number>(perVisitor).fill(201), 429]);
  expect(first.at(-1)!.message).toBe('لقد رفعت الحد المسموح به لهذا اليوم. يرجى المحاولة غدًا.');

  // More visitors from the same address: together they stop at the address's anonymous quota.
  let stored = perVisitor;
  for (let visitor = 0; visitor < 6; visitor += 1) {
    const answers = await fill(await visitorToken(app), address, perVisitor);
    stored += answers.filter((a) => a.status === 201).length;
    if (answers.some((a) => a.status === 429)) break;
  }
  expect(stored).toBe(Math.floor(UPLOAD_QUOTAS.anonymousAddress / photo.length));
  // A signed-in account from that address is not held by the anonymous quota.
  expect((await upload(await loginToken(app), address)).status).toBe(201);
  // About thirty 9 MB photos are stored and sent: minutes on a busy two-core machine.
}, 180_000);

describe('a nearly full upload disk', () => {
  // A reserve larger than any disk: the real free space is always below it.
  const full = appForFile({ env: { UPLOAD_MIN_FREE_MB: String(1024 * 1024 * 1024) } });

  test('readiness says degraded and uploads are refused before anything is written', async () => {
    const ready = await call(full, { method: 'GET', url: '/api/health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'degraded', uploadsDisk: 'low' });
    const token = await loginToken(full);
    const before = storedFiles(full.deps.env.UPLOAD_DIR!).length;
    const refused = await call(full, { method: 'POST', url: '/api/uploads', token, lang: 'en', ...formData([['purpose', 'ticket-attachment'], ['file', { filename: 'p.png', content: noisePng(10, 10) }]]) });
    expect(refused.status).toBe(507);
    expect(refused.body.message).toBe('Files cannot be received right now. Please try again later.');
    expect(storedFiles(full.deps.env.UPLOAD_DIR!)).toHaveLength(before);
    expect((await call(app, { method: 'GET', url: '/api/health/ready' })).body).toMatchObject({ status: 'ready', uploadsDisk: 'ok' });
  });
});
