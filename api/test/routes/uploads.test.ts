import { FakeClock, HOUR } from '../../src/lib/clock.js';
import { AGENT, appForFile, call, loginToken } from '../helper.js';
import { type FilePart, files, formData, minimalPdf, noisePng, storedFiles, tinyGif } from '../fixtures/files.js';

const clock = new FakeClock();
const app = appForFile({ clock });
let client: string;
let agent: string;

beforeAll(async () => {
  client = await loginToken(app);
  agent = await loginToken(app, AGENT.email, AGENT.password);
});

const uploadDir = () => app.deps.env.UPLOAD_DIR!;

function upload(token: string | undefined, purpose: string | null, file: FilePart | null, lang = 'en') {
  const parts: Array<[string, string | FilePart]> = [];
  if (purpose !== null) parts.push(['purpose', purpose]);
  if (file) parts.push(['file', file]);
  return call(app, { method: 'POST', url: '/api/uploads', token, lang, ...formData(parts) });
}

/** Sends a refused file and checks that neither bytes nor a row were kept. */
async function expectRefused(status: number, send: () => Promise<{ status: number; body: { message?: string } }>) {
  const before = storedFiles(uploadDir()).length;
  const response = await send();
  expect(response.status).toBe(status);
  expect(storedFiles(uploadDir())).toHaveLength(before);
  return response.body.message;
}

describe('POST /api/uploads', () => {
  it('stores a PNG and answers { id, name, type, size, url }', async () => {
    const png = files.png();
    const { status, body } = await upload(client, 'ticket-attachment', { filename: 'screen.png', content: png, contentType: 'image/png' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), name: 'screen.png', type: 'image/png', size: png.length, url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/) });
    expect(storedFiles(uploadDir())).not.toContain('screen.png');

    const download = await call(app, { method: 'GET', url: body.url as string });
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`inline; filename="screen.png"; filename*=UTF-8''screen.png`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('judges a PNG renamed .pdf by its bytes, and names it .png', async () => {
    const { status, body } = await upload(client, 'ticket-attachment', { filename: 'report.pdf', content: files.png(), contentType: 'application/pdf' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'image/png', name: 'report.png' });
    const image = await upload(client, 'join-request-image', { filename: 'photo.pdf', content: files.png() });
    expect(image.body).toMatchObject({ type: 'image/png', name: 'photo.png' });
  });

  it('refuses an executable renamed .png, with the allowed types in the message', async () => {
    const exe = { filename: 'photo.png', content: files.executable(), contentType: 'image/png' };
    expect(await expectRefused(415, () => upload(client, 'join-request-image', exe))).toBe('This type of file is not allowed. Allowed types: JPG or PNG.');
    expect(await expectRefused(415, () => upload(client, 'ticket-attachment', exe, 'ar'))).toBe(
      'نوع هذا الملف غير مسموح به. الأنواع المسموح بها: JPG أو PNG أو GIF أو WEBP أو PDF أو DOCX أو XLSX أو TXT.',
    );
  });

  it('refuses a GIF as a join-request image', async () => {
    await expectRefused(415, () => upload(client, 'join-request-image', { filename: 'a.gif', content: tinyGif() }));
  });

  it('refuses a file over the purpose limit while streaming, with the limit in the message', async () => {
    const big = noisePng(1000, 700); // about 2.1 MB
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await expectRefused(413, () => upload(client, 'join-request-image', { filename: 'big.png', content: big }))).toBe(
      'The file is too large. The maximum size is 2 megabytes.',
    );
    expect(await expectRefused(413, () => upload(client, 'join-request-image', { filename: 'big.png', content: big }, 'ar'))).toBe(
      'حجم الملف كبير جدًا. الحد الأقصى للحجم ٢ ميغابايت.',
    );
    // The same file is within the ticket limit (10 MB).
    expect((await upload(client, 'ticket-attachment', { filename: 'big.png', content: big })).status).toBe(201);
    const huge = noisePng(2000, 1800);
    expect(await expectRefused(413, () => upload(client, 'chat-file', { filename: 'huge.png', content: huge }))).toBe(
      'The file is too large. The maximum size is 10 megabytes.',
    );
  });

  it('takes documents, text and media by their bytes', async () => {
    const docx = await upload(client, 'ticket-attachment', { filename: 'steps.docx', content: files.docx() });
    expect(docx.body.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const pdf = await upload(client, 'ticket-attachment', { filename: 'invoice', content: minimalPdf() });
    expect(pdf.body).toMatchObject({ type: 'application/pdf', name: 'invoice.pdf' });
    const webm = await upload(client, 'chat-file', { filename: 'voice-note.webm', content: files.webm(), contentType: 'audio/webm' });
    expect(webm.body).toMatchObject({ type: 'video/webm', name: 'voice-note.webm' });
    const jpeg = await upload(client, 'chat-file', { filename: 'IMG_1.JPEG', content: files.jpeg() });
    expect(jpeg.body).toMatchObject({ type: 'image/jpeg', name: 'IMG_1.JPEG' });
  });

  it('keeps an HTML page as plain text that is only ever downloaded', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.domain)</script>');
    const { body } = await upload(client, 'ticket-attachment', { filename: 'page.html', content: html, contentType: 'text/html' });
    expect(body).toMatchObject({ type: 'text/plain', name: 'page.txt' });
    const download = await call(app, { method: 'GET', url: body.url as string });
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-security-policy']).toContain('sandbox');
  });

  it('strips paths and direction overrides from the name', async () => {
    const { body } = await upload(client, 'ticket-attachment', { filename: '..\\..\\evil\u202Egnp.exe', content: files.png() });
    expect(body.name).toBe('evilgnp.png');
  });

  it('answers clear errors for a bad request, storing nothing', async () => {
    const png = { filename: 'a.png', content: files.png() };
    expect((await upload(undefined, 'ticket-attachment', png)).status).toBe(401);
    await expectRefused(422, () => upload(client, null, png));
    await expectRefused(422, () => upload(client, 'avatar', png));
    const late = await expectRefused(422, () => call(app, { method: 'POST', url: '/api/uploads', token: client, ...formData([['file', png], ['purpose', 'ticket-attachment']]) }));
    expect(late).toBe('The given data was invalid.');
    expect(await expectRefused(422, () => upload(client, 'ticket-attachment', null, 'ar'))).toBe('اختر ملفًا لرفعه.');
    expect(await expectRefused(422, () => upload(client, 'ticket-attachment', { filename: 'empty.png', content: Buffer.alloc(0) }))).toBe('The file is empty.');
    const json = await call(app, { method: 'POST', url: '/api/uploads', token: client, payload: { purpose: 'ticket-attachment' } });
    expect(json.status).toBe(415);
  });

  it('refuses a second file in one request and keeps neither', async () => {
    const png = { filename: 'a.png', content: files.png() };
    await expectRefused(413, () => call(app, { method: 'POST', url: '/api/uploads', token: client, ...formData([['purpose', 'chat-file'], ['file', png], ['file', png]]) }));
  });
});

describe('GET /api/uploads/:id', () => {
  let id: string;
  let url: string;
  beforeAll(async () => {
    const { body } = await upload(client, 'ticket-attachment', { filename: 'notes.txt', content: Buffer.from('line one\nline two\n') });
    ({ id, url } = body as { id: string; url: string });
  });

  it('serves a pending upload to its uploader, and 404 to anyone else', async () => {
    expect((await call(app, { method: 'GET', url: `/api/uploads/${id}`, token: client })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: `/api/uploads/${id}`, token: agent })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/uploads/${id}` })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/uploads/${crypto.randomUUID()}`, token: client })).status).toBe(404);
  });

  it('refuses a tampered or expired link', async () => {
    const tampered = url.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(url);
    expect((await call(app, { method: 'GET', url: tampered })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: url.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`) })).status).toBe(404);
    clock.advance(2 * HOUR + 1000);
    try {
      expect((await call(app, { method: 'GET', url })).status).toBe(404);
    } finally {
      clock.advance(-(2 * HOUR + 1000));
    }
  });

  it('serves byte ranges for media players', async () => {
    const part = await call(app, { method: 'GET', url, headers: { range: 'bytes=5-7' } });
    expect(part.status).toBe(206);
    expect(part.raw.payload).toBe('one');
    expect(part.headers['content-range']).toBe('bytes 5-7/18');
    const tail = await call(app, { method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(tail.raw.payload).toBe('two\n');
    expect((await call(app, { method: 'GET', url, headers: { range: 'bytes=99-' } })).status).toBe(416);
  });
});

test('uploads never attached are purged by the hourly job after a day', async () => {
  const { body } = await upload(client, 'chat-file', { filename: 'old.png', content: files.png() });
  const before = storedFiles(uploadDir()).length;
  clock.advance(25 * HOUR);
  try {
    const late = await upload(client, 'chat-file', { filename: 'late.png', content: files.png() });
    expect(await app.jobs.runNow('uploads.purge-pending')).toBe('ran');
    expect((await call(app, { method: 'GET', url: `/api/uploads/${body.id as string}`, token: client })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/uploads/${late.body.id as string}`, token: client })).status).toBe(200);
    expect(storedFiles(uploadDir()).length).toBeLessThan(before);
  } finally {
    clock.advance(-25 * HOUR);
  }
});
