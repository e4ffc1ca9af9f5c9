import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DEMO, EDITOR, appForFile, call, freshIp, loginToken } from '../helper.js';
import { type FilePart, files, formData, noisePng } from '../fixtures/files.js';

/*
 * The media library with real files made here: a file goes through the upload service's byte
 * checks (purpose `media`), becomes an asset with alt text in both languages, and an image gets
 * WebP copies at the library's widths that anyone can fetch by the asset's id.
 */
const app = appForFile();
let editor = '';
let client = '';

beforeAll(async () => {
  editor = await loginToken(app, EDITOR.email, EDITOR.password);
  client = await loginToken(app, DEMO.email, DEMO.password);
});

const ALT = { en: 'A team at work', ar: 'فريق يعمل' };

async function upload(token: string, file: FilePart) {
  return call(app, { method: 'POST', url: '/api/uploads', token, remoteAddress: freshIp(), ...formData([['purpose', 'media'], ['file', file]]) });
}

async function asset(file: FilePart, alt: object = ALT) {
  const sent = await upload(editor, file);
  expect(sent.status).toBe(201);
  return call(app, { method: 'POST', url: '/api/admin/media', token: editor, payload: { uploadId: sent.body.id, alt } });
}

/** A WAV file of silence: a real RIFF header and samples, as a recorder writes it. */
function silentWav(samples = 8000): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

describe('the media library', () => {
  it('makes a PNG an asset with WebP copies no wider than it, served to anyone by id', async () => {
    const png = noisePng(800, 400);
    const { status, body } = await asset({ filename: 'team.png', content: png, contentType: 'image/png' });
    expect(status).toBe(201);
    const id = body.id as string;
    expect(body).toMatchObject({ kind: 'image', type: 'image/png', width: 800, height: 400, alt: ALT, url: `/api/media-library/${id}` });
    expect(body.sizes).toEqual([{ width: 320, url: `/api/media-library/${id}/320` }, { width: 640, url: `/api/media-library/${id}/640` }]);

    const copy = await app.inject({ method: 'GET', url: `/api/media-library/${id}/640` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    const meta = await sharp(copy.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);

    const original = await app.inject({ method: 'GET', url: `/api/media-library/${id}` });
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, png)).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/media-library/${id}/1280` })).statusCode).toBe(404);
  });

  it('resizes a large JPEG to every width, and lists it first', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0a7' } }).jpeg().toBuffer();
    const { status, body } = await asset({ filename: 'wide.jpg', content: jpeg, contentType: 'image/jpeg' });
    expect(status).toBe(201);
    expect((body.sizes as Array<{ width: number }>).map((s) => s.width)).toEqual([320, 640, 1280]);
    const list = await call(app, { method: 'GET', url: '/api/admin/media', token: editor });
    expect((list.body.items as Array<{ id: string }>)[0]!.id).toBe(body.id);
    expect((await call(app, { method: 'GET', url: `/api/admin/media/${body.id as string}`, token: editor })).body).toEqual(body);
  });

  it('keeps audio and video as uploaded, without copies', async () => {
    const audio = await asset({ filename: 'note.wav', content: silentWav(), contentType: 'audio/wav' });
    expect(audio.status).toBe(201);
    expect(audio.body).toMatchObject({ kind: 'audio', type: 'audio/wav', sizes: [], width: null });
    const video = await asset({ filename: 'clip.webm', content: files.webm(), contentType: 'video/webm' });
    expect(video.body).toMatchObject({ kind: 'video', type: 'video/webm', sizes: [] });
  });

  it('requires alt text in both languages, when created and when changed', async () => {
    const png = { filename: 'a.png', content: noisePng(40, 40), contentType: 'image/png' };
    const refused = await asset(png, { en: 'Only English', ar: '  ' });
    expect(refused.status).toBe(422);
    const made = await asset(png);
    const id = made.body.id as string;
    expect((await call(app, { method: 'PATCH', url: `/api/admin/media/${id}`, token: editor, payload: { alt: { en: 'x' } } })).status).toBe(422);
    const changed = await call(app, { method: 'PATCH', url: `/api/admin/media/${id}`, token: editor, payload: { alt: { en: 'Logo', ar: 'الشعار' } } });
    expect(changed.status).toBe(200);
    expect(changed.body.alt).toEqual({ en: 'Logo', ar: 'الشعار' });
  });

  it("refuses bytes that are not media, someone else's upload and an upload used twice", async () => {
    const text = await upload(editor, { filename: 'notes.png', content: Buffer.from('just text, named like a picture'), contentType: 'image/png' });
    expect(text.status).toBe(415);
    const theirs = await upload(client, { filename: 'b.png', content: noisePng(20, 20), contentType: 'image/png' });
    expect(theirs.status).toBe(201);
    const stolen = await call(app, { method: 'POST', url: '/api/admin/media', token: editor, payload: { uploadId: theirs.body.id, alt: ALT } });
    expect(stolen.status).toBe(422);
    const mine = await upload(editor, { filename: 'c.png', content: noisePng(20, 20), contentType: 'image/png' });
    const first = await call(app, { method: 'POST', url: '/api/admin/media', token: editor, payload: { uploadId: mine.body.id, alt: ALT } });
    expect(first.status).toBe(201);
    const again = await call(app, { method: 'POST', url: '/api/admin/media', token: editor, payload: { uploadId: mine.body.id, alt: ALT } });
    expect(again.status).toBe(422);
  });

  it('answers 404 for ids it does not know', async () => {
    const unknown = randomUUID();
    expect((await call(app, { method: 'GET', url: `/api/admin/media/${unknown}`, token: editor })).status).toBe(404);
    expect((await call(app, { method: 'PATCH', url: `/api/admin/media/${unknown}`, token: editor, payload: { alt: ALT } })).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/media-library/${unknown}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/media-library/${unknown}/320` })).statusCode).toBe(404);
  });
});
