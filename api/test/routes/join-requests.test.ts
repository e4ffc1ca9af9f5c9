import { appForFile, call, loginToken, signUpClient } from '../helper.js';
import { files, formData } from '../fixtures/files.js';

const app = appForFile();
const MANAGER = { email: 'manager@example.com', password: 'Manager@12345' };
const GROUP = 'riyadh-web-developers';

type Request = { id: string; status: string; group: { id: string }; images: Array<{ url: string }> };

async function image(token: string, content = files.png(), filename = 'photo.png') {
  const res = await call(app, { method: 'POST', url: '/api/uploads', token, ...formData([['purpose', 'join-request-image'], ['file', { filename, content }]]) });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const send = (token: string, payload: object, group = GROUP, lang?: string) =>
  call(app, { method: 'POST', url: `/api/groups/${group}/join-requests`, token, payload, lang });

test('a signed-in client sends a request with two images, once per group', async () => {
  const client = await signUpClient(app);
  expect((await send('', { message: 'Hello' })).status).toBe(401);
  const images = [await image(client), await image(client, files.jpeg(), 'photo.jpg')];
  const created = await send(client, { message: '  I build web apps in Riyadh.  ', images });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ status: 'pending', message: 'I build web apps in Riyadh.', group: { id: GROUP } });
  expect((created.body.images as unknown[]).length).toBe(2);
  const url = (created.body as unknown as Request).images[0]!.url;
  expect((await call(app, { method: 'GET', url })).status).toBe(200);

  const again = await send(client, { message: 'Again' }, GROUP, 'ar');
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('لديك طلب انضمام مفتوح لهذه المجموعة بالفعل.');
  const mine = await call(app, { method: 'GET', url: '/api/join-requests', token: client });
  expect((mine.body.items as Request[]).map((r) => r.group.id)).toEqual([GROUP]);
});

test('the images keep the order they were chosen in, not the order their uploads finished', async () => {
  const client = await signUpClient(app);
  // Uploaded (finished) first, second, third; chosen third, first, second.
  const uploaded = [await image(client, files.png(), 'a.png'), await image(client, files.jpeg(), 'b.jpg'), await image(client, files.png(), 'c.png')];
  const chosen = [uploaded[2]!, uploaded[0]!, uploaded[1]!];
  const created = await send(client, { message: 'In my order, please.', images: chosen }, 'data-and-ai-circle');
  expect(created.status).toBe(201);
  const names = (body: unknown) => (body as { images: Array<{ name: string }> }).images.map((i) => i.name);
  expect(names(created.body)).toEqual(['c.png', 'a.png', 'b.jpg']);
  const mine = await call(app, { method: 'GET', url: '/api/join-requests', token: client });
  expect(names((mine.body.items as unknown[])[0])).toEqual(['c.png', 'a.png', 'b.jpg']);
});

test('limits: an empty message, eleven images, another account’s upload, a closed group', async () => {
  const client = await signUpClient(app);
  expect((await send(client, { message: '' })).status).toBe(422);
  const eleven = await Promise.all(Array.from({ length: 11 }, () => image(client)));
  expect((await send(client, { message: 'Too many', images: eleven })).status).toBe(422);
  const other = await signUpClient(app);
  const theirs = await image(other);
  expect((await send(client, { message: 'Not mine', images: [theirs] })).status).toBe(422);
  const closed = await send(client, { message: 'Let me in' }, 'dammam-startup-founders');
  expect(closed.status).toBe(409);
  expect(closed.body.message).toBe('Join requests are not available.');
  expect((await send(client, { message: 'Hi' }, 'no-such-group')).status).toBe(404);
  // Nothing was stored for the refused requests.
  expect((await call(app, { method: 'GET', url: '/api/join-requests', token: client })).body.items).toEqual([]);
});

test('only the group’s manager sees and decides its requests; others get 404', async () => {
  const client = await signUpClient(app);
  const created = (await send(client, { message: 'Please add me', images: [await image(client)] })).body as unknown as Request;
  const manager = await loginToken(app, MANAGER.email, MANAGER.password);
  const stranger = await signUpClient(app);

  const managed = await call(app, { method: 'GET', url: '/api/join-requests/managed', token: manager });
  expect((managed.body.items as Request[]).map((r) => r.id)).toContain(created.id);
  expect((await call(app, { method: 'GET', url: '/api/join-requests/managed', token: stranger })).body.items).toEqual([]);
  // The manager may open the images; a stranger may not.
  const files = (managed.body.items as Request[]).find((r) => r.id === created.id)!.images;
  expect((await call(app, { method: 'GET', url: files[0]!.url.replace(/\?.*/, ''), token: manager })).status).toBe(200);
  expect((await call(app, { method: 'GET', url: files[0]!.url.replace(/\?.*/, ''), token: stranger })).status).toBe(404);

  const decide = (token: string, decision: string, id = created.id) => call(app, { method: 'POST', url: `/api/join-requests/${id}/decision`, token, payload: { decision } });
  expect((await decide(stranger, 'approved')).status).toBe(404);
  expect((await decide(client, 'approved')).status).toBe(404);
  expect((await decide(manager, 'approved', 'not-a-uuid')).status).toBe(404);
  expect((await decide(manager, 'maybe')).status).toBe(422);
  const approved = await decide(manager, 'approved');
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
  expect((await decide(manager, 'rejected')).status).toBe(409);

  const mine = await call(app, { method: 'GET', url: '/api/join-requests', token: client });
  expect((mine.body.items as Request[])[0]).toMatchObject({ id: created.id, status: 'approved' });
  // A decided request is no longer open: the client may ask again.
  expect((await send(client, { message: 'Once more' })).status).toBe(201);
});
