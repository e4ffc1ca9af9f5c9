import { count, eq } from 'drizzle-orm';
import { tickets } from '../../../src/db/schema/index.js';
import { AGENT, appForFile, call, loginToken, signUpClient } from '../../helper.js';
import { type FilePart, files, formData, minimalPdf, noisePng, storedFiles } from '../../fixtures/files.js';
import { accountIdOf, raiseTicket } from '../../fixtures/tickets.js';

const app = appForFile();
let client: string;
let agent: string;

beforeAll(async () => {
  client = await signUpClient(app);
  agent = await loginToken(app, AGENT.email, AGENT.password);
});

async function upload(token: string, file: FilePart, lang = 'en') {
  return call(app, { method: 'POST', url: '/api/uploads', token, lang, ...formData([['purpose', 'ticket-attachment'], ['file', file]]) });
}
const uploaded = async (token: string, file: FilePart) => {
  const r = await upload(token, file);
  expect(r.status).toBe(201);
  return r.body as { id: string; name: string; type: string };
};

test('a ticket with a screenshot and a reply with a PDF show their files to both parties', async () => {
  const shot = await uploaded(client, { filename: 'screen.png', content: files.png(), contentType: 'image/png' });
  const ticket = await raiseTicket(app, client, { attachments: [shot.id] });
  expect(ticket.attachments).toEqual([expect.objectContaining({ id: shot.id, name: 'screen.png', type: 'image/png', url: expect.stringMatching(/^\/api\/uploads\//) })]);

  const pdf = await uploaded(agent, { filename: 'steps.pdf', content: minimalPdf() });
  const replied = await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: agent, payload: { body: 'Try these steps', attachments: [pdf.id] } });
  expect(replied.status).toBe(201);
  const detail = await call(app, { method: 'GET', url: `/api/tickets/${ticket.id}`, token: client });
  const replies = detail.body.replies as Array<{ body: string; author: { role: string }; attachments: Array<{ id: string; type: string; size: number; url: string }> }>;
  expect(replies).toHaveLength(1);
  expect(replies[0]).toMatchObject({ body: 'Try these steps', author: { role: 'agent' } });
  expect(replies[0]!.attachments.map((f) => [f.id, f.type, f.size])).toEqual([[pdf.id, 'application/pdf', minimalPdf().length]]);
  const download = await call(app, { method: 'GET', url: replies[0]!.attachments[0]!.url });
  expect(download.status).toBe(200);
  expect(download.raw.rawPayload.equals(minimalPdf())).toBe(true);
});

test('a reply may be only a file', async () => {
  const ticket = await raiseTicket(app, client);
  const shot = await uploaded(client, { filename: 'a.png', content: files.png() });
  const r = await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: client, payload: { attachments: [shot.id] } });
  expect(r.status).toBe(201);
  expect((r.body.replies as Array<{ body: string }>)[0]!.body).toBe('');
});

test('types are judged by the bytes: a PNG named .pdf is a PNG, a program named .png is refused', async () => {
  expect(await uploaded(client, { filename: 'invoice.pdf', content: files.png(), contentType: 'application/pdf' })).toMatchObject({ type: 'image/png', name: 'invoice.png' });
  const exe = await upload(client, { filename: 'photo.png', content: files.executable(), contentType: 'image/png' }, 'en');
  expect(exe.status).toBe(415);
  expect(exe.body.message).toBe('This type of file is not allowed. Allowed types: JPG, PNG, GIF, WEBP, PDF, DOCX, XLSX, or TXT.');
});

test('a file over 10 MB is refused with 413 and the limit, in the caller’s language', async () => {
  const big = await upload(client, { filename: 'huge.png', content: noisePng(1900, 1900) }, 'ar');
  expect(big.status).toBe(413);
  expect(big.body.message).toBe('حجم الملف كبير جدًا. الحد الأقصى للحجم ١٠ ميغابايت.');
});

test("a ticket cannot take someone else's upload, and then nothing is created", async () => {
  const theirs = await uploaded(await signUpClient(app), { filename: 'a.png', content: files.png() });
  const ownerId = await accountIdOf(app, client);
  const [before] = await app.deps.db.select({ n: count() }).from(tickets).where(eq(tickets.ownerId, ownerId));
  const r = await call(app, { method: 'POST', url: '/api/tickets', token: client, lang: 'en', payload: { type: 'problem', department: 'technical', subject: 'S', details: 'D', attachments: [theirs.id] } });
  expect(r.status).toBe(422);
  expect(r.body.errors).toEqual(['Attachments is not valid.']);
  const [after] = await app.deps.db.select({ n: count() }).from(tickets).where(eq(tickets.ownerId, ownerId));
  expect(after?.n).toBe(before?.n);
});

test('deleting a new ticket deletes its files', async () => {
  const shot = await uploaded(client, { filename: 'gone.png', content: files.png() });
  const before = storedFiles(app.deps.env.UPLOAD_DIR!).length;
  const ticket = await raiseTicket(app, client, { attachments: [shot.id] });
  expect((await call(app, { method: 'DELETE', url: `/api/tickets/${ticket.id}`, token: client })).status).toBe(204);
  expect(storedFiles(app.deps.env.UPLOAD_DIR!)).toHaveLength(before - 1);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${shot.id}`, token: client })).status).toBe(404);
});
