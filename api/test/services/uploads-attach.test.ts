import type { FastifyPluginAsync } from 'fastify';
import { uploadIdsSchema } from '@site/shared/uploads';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../src/lib/zod-provider.js';
import { requirePrincipal } from '../../src/plugins/identity.js';
import { MAX_PENDING_PER_OWNER } from '../../src/services/uploads/service.js';
import { AGENT, appForFile, call, freshIp, loginToken, signUpClient } from '../helper.js';
import { files, formData } from '../fixtures/files.js';

/**
 * The contract a feature follows, in miniature: a "note" that the writer and any agent may
 * read. The feature registers who may see its uploads, and attaches uploads by id when it
 * saves the record (in its own transaction).
 */
const notes = new Map<string, { authorId: string }>();
const notesFeature: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.uploads.registerAccess('note', async (principal, noteId) => {
    const note = notes.get(noteId);
    return !!note && (principal.id === note.authorId || principal.account?.role === 'agent');
  });
  app.post('/notes', { preHandler: app.requirePrincipal, schema: { body: z.object({ attachments: uploadIdsSchema(5) }) } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    const id = crypto.randomUUID();
    const attachments = await app.deps.db.transaction(async (tx) =>
      app.uploads.attach(tx, { ids: request.body.attachments, principal, purpose: 'ticket-attachment', to: { kind: 'note', id } }),
    );
    notes.set(id, { authorId: principal.id });
    return reply.code(201).send({ id, attachments });
  });
};

const app = appForFile({ plugins: [notesFeature] });
let client: string;
let otherClient: string;
let agent: string;

beforeAll(async () => {
  client = await loginToken(app);
  agent = await loginToken(app, AGENT.email, AGENT.password);
  otherClient = await signUpClient(app);
});

async function uploadPng(token: string, purpose = 'ticket-attachment') {
  const { status, body } = await call(app, { method: 'POST', url: '/api/uploads', token, remoteAddress: freshIp(), ...formData([['purpose', purpose], ['file', { filename: 'a.png', content: files.png() }]]) });
  expect(status).toBe(201);
  return body as { id: string; url: string };
}

test('an attached upload is readable by whoever may see the record, and 404 to others', async () => {
  const file = await uploadPng(client);
  const note = await call(app, { method: 'POST', url: '/api/notes', token: client, payload: { attachments: [file.id] } });
  expect(note.status).toBe(201);
  expect((note.body.attachments as Array<{ id: string }>)[0]!.id).toBe(file.id);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${file.id}`, token: client })).status).toBe(200);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${file.id}`, token: agent })).status).toBe(200);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${file.id}`, token: otherClient })).status).toBe(404);
  const listed = await app.uploads.listAttached({ note: [note.body.id as string] });
  expect(listed.get(note.body.id as string)?.map((f) => f.id)).toEqual([file.id]);
});

test("attaching fails as a whole for someone else's, an attached or a wrong-purpose upload", async () => {
  const mine = await uploadPng(client);
  const agents = await uploadPng(agent);
  const chat = await uploadPng(client, 'chat-file');
  for (const ids of [[mine.id, agents.id], [chat.id]]) {
    const r = await call(app, { method: 'POST', url: '/api/notes', token: client, payload: { attachments: ids } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Attachments is not valid.']);
  }
  expect((await call(app, { method: 'POST', url: '/api/notes', token: client, payload: { attachments: [mine.id] } })).status).toBe(201);
  expect((await call(app, { method: 'POST', url: '/api/notes', token: client, payload: { attachments: [mine.id] } })).status).toBe(422);
  // The refused attempt attached nothing: the agent's upload is still pending and theirs alone.
  expect((await call(app, { method: 'GET', url: `/api/uploads/${agents.id}`, token: client })).status).toBe(404);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${agents.id}`, token: agent })).status).toBe(200);
});

test(`a principal can keep at most ${MAX_PENDING_PER_OWNER} uploads waiting to be attached`, async () => {
  const token = await signUpClient(app);
  for (let i = 0; i < MAX_PENDING_PER_OWNER; i += 1) await uploadPng(token, 'chat-file');
  const refused = await call(app, { method: 'POST', url: '/api/uploads', token, lang: 'en', remoteAddress: freshIp(), ...formData([['purpose', 'chat-file'], ['file', { filename: 'a.png', content: files.png() }]]) });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('Too many uploaded files are waiting to be sent. Send or remove some of them, then try again.');
});
