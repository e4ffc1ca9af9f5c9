import { appForFile, call } from '../helper.js';
import { type FilePart, files, formData, minimalPdf } from '../fixtures/files.js';
import { ask, reply, socketsForFile, text, visitorToken } from './chat-client.js';

const app = appForFile();
const { open, ...ctx } = socketsForFile(app);

async function upload(token: string, file: FilePart): Promise<{ id: string; type: string }> {
  const response = await call(app, { method: 'POST', url: '/api/uploads', token, ...formData([['purpose', 'chat-file'], ['file', file]]) });
  expect(response.status).toBe(201);
  return response.body as unknown as { id: string; type: string };
}

interface Sent {
  id: string;
  conversationId: string;
  content: Record<string, unknown>;
  file: { id: string; name: string; type: string; size: number; url: string } | null;
  createdAt: string;
}

describe('message kinds', () => {
  it('stores a location and a photo, video, file and voice note with their attachment and a working link', async () => {
    const token = await visitorToken(app);
    const visitor = await open(token);
    const place = await reply<Sent>(visitor, 'chat.send', { clientId: 'loc', content: { kind: 'location', latitude: 24.71, longitude: 46.67, accuracy: 12 } });
    expect(place).toMatchObject({ content: { kind: 'location', latitude: 24.71, longitude: 46.67 }, file: null });

    const cases: Array<[string, FilePart, Record<string, unknown>]> = [
      ['photo', { filename: 'shot.png', content: files.png(), contentType: 'image/png' }, {}],
      ['video', { filename: 'clip.webm', content: files.webm(), contentType: 'video/webm' }, {}],
      ['voice', { filename: 'voice.webm', content: files.webm(), contentType: 'audio/webm' }, { durationMs: 3200 }],
      ['file', { filename: 'steps.pdf', content: minimalPdf(), contentType: 'application/pdf' }, {}],
    ];
    for (const [kind, part, extra] of cases) {
      const stored = await upload(token, part);
      const sent = await reply<Sent>(visitor, 'chat.send', { clientId: `k-${kind}`, content: { kind, uploadId: stored.id, ...extra } });
      expect(sent.file).toMatchObject({ id: stored.id, type: stored.type });
      const download = await app.inject({ method: 'GET', url: sent.file!.url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(sent.file!.size);
    }

    // History gives the attachments again; the agent may download one, another visitor may not.
    const history = await reply<{ messages: Sent[] }>(visitor, 'chat.history', {});
    const photo = history.messages.find((m) => m.content.kind === 'photo')!;
    expect(photo.file?.type).toBe('image/png');
    expect((await call(app, { method: 'GET', url: `/api/uploads/${photo.file!.id}`, token: ctx.agentToken() })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: `/api/uploads/${photo.file!.id}`, token: await visitorToken(app) })).status).toBe(404);
  });

  it('refuses an upload whose type does not fit the kind, or that is not the sender\'s, and stores nothing', async () => {
    const token = await visitorToken(app);
    const visitor = await open(token);
    const pdf = await upload(token, { filename: 'steps.pdf', content: minimalPdf() });
    const wrong = await ask(visitor, 'chat.send', { clientId: 'p1', content: { kind: 'photo', uploadId: pdf.id } });
    expect(wrong).toMatchObject({ type: 'error', code: 'invalid_data' });

    const theirs = await upload(await visitorToken(app), { filename: 'a.png', content: files.png() });
    expect(await ask(visitor, 'chat.send', { clientId: 'p2', content: { kind: 'photo', uploadId: theirs.id } })).toMatchObject({ type: 'error', code: 'invalid_data' });
    expect(await ask(visitor, 'chat.send', { clientId: 'p3', content: { kind: 'location', latitude: 91, longitude: 0 } })).toMatchObject({ type: 'error', code: 'invalid_data' });

    const history = await reply<{ messages: Sent[] }>(visitor, 'chat.history', {});
    expect(history.messages).toEqual([]);
    // The refused upload is still pending and can be sent as a file.
    expect((await reply<Sent>(visitor, 'chat.send', { clientId: 'p4', content: { kind: 'file', uploadId: pdf.id } })).file?.id).toBe(pdf.id);
  });

  it('refuses a chat file over the size limit by its bytes', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await call(app, { method: 'POST', url: '/api/uploads', token: await visitorToken(app), ...formData([['purpose', 'chat-file'], ['file', { filename: 'big.pdf', content: big }]]) });
    expect(response.status).toBe(413);
    expect(JSON.stringify(response.body)).toMatch(/10 megabytes/);
  });
});

describe('delivery marks and typing', () => {
  it('tells the client when the agents received and read its message, and each side when the other types', async () => {
    const visitor = await open(await visitorToken(app));
    const agent = await open(ctx.agentToken());
    const sent = await reply<Sent>(visitor, 'chat.send', { clientId: 'r1', content: text('hello') });
    expect((await visitor.subscribe(`chat:${sent.conversationId}`)).type).toBe('subscribed');

    const typing = visitor.next('event', (f) => f.name === 'chat.typing');
    await reply(agent, 'chat.typing', { conversationId: sent.conversationId });
    expect((await typing).data).toEqual({ conversationId: sent.conversationId, side: 'agent' });

    const delivered = visitor.next('event', (f) => f.name === 'chat.delivered');
    await reply(agent, 'chat.delivered', { conversationId: sent.conversationId, upTo: sent.createdAt });
    expect((await delivered).data).toEqual({ conversationId: sent.conversationId, side: 'agent', at: sent.createdAt });

    // A delivery mark never moves back; the history carries both marks of both sides.
    await reply(agent, 'chat.delivered', { conversationId: sent.conversationId, upTo: '2020-01-01T00:00:00.000Z' });
    await reply(agent, 'chat.read', { conversationId: sent.conversationId });
    const history = await reply<{ conversation: { receipts: { agent: { deliveredAt: string; readAt: string }; client: unknown } } }>(visitor, 'chat.history', {});
    expect(history.conversation.receipts.agent.deliveredAt).toBe(sent.createdAt);
    expect(history.conversation.receipts.agent.readAt >= sent.createdAt).toBe(true);
    expect(history.conversation.receipts.client).toEqual({ deliveredAt: null, readAt: null });

    // Another visitor cannot write marks or typing into the conversation.
    const other = await open(await visitorToken(app));
    expect(await ask(other, 'chat.delivered', { conversationId: sent.conversationId, upTo: sent.createdAt })).toMatchObject({ type: 'error', code: 'not_found' });
    expect(await ask(other, 'chat.typing', { conversationId: sent.conversationId })).toMatchObject({ type: 'error', code: 'not_found' });
  });
});
