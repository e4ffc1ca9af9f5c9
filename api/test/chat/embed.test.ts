import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { absoluteAssets } from '../../src/plugins/chat-embed.js';
import { appForFile } from '../helper.js';
import { TestSocket, listenLocal } from '../realtime/test-socket.js';

// A stand-in for mf-chat's build: its loader (with the build's compressed copies) and its frame page.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-embed-'));
const built = (file: string, text: string) => {
  const at = path.join(root, 'mf-chat', 'dist', file);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.writeFileSync(at, text);
  return at;
};
const LOADER = `(function(){fetch(origin + '/chat/embed/config');var src = '/chat/frame?lang=';})();${' '.repeat(2000)}`;
const loaderFile = built('embed/embed.js', LOADER);
fs.writeFileSync(`${loaderFile}.br`, zlib.brotliCompressSync(LOADER));
fs.writeFileSync(`${loaderFile}.gz`, zlib.gzipSync(LOADER));
built('frame/index.html', '<html><head><script defer src="frame.1234abcd.js"></script></head><body><div id="root"></div></body></html>');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const app = appForFile({ env: { CHAT_EMBED_ORIGINS: 'http://partner.test:8080, https://shop.example.org/', STATIC_ROOT: root } });
let url: string;
beforeAll(async () => {
  url = await listenLocal(app);
});

test('the loader is mf-chat\'s build, served compressed as the browser accepts', async () => {
  const br = await app.inject({ method: 'GET', url: '/chat/embed.js', headers: { 'accept-encoding': 'gzip, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-type']).toMatch(/^text\/javascript/);
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(LOADER);
  const gzip = await app.inject({ method: 'GET', url: '/chat/embed.js', headers: { 'accept-encoding': 'gzip' } });
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(LOADER);
  const plain = await app.inject({ method: 'GET', url: '/chat/embed.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(LOADER);
});

test('the launcher\'s config answers this site and the listed origins, with CORS for them; anyone else gets a 403 and no launcher', async () => {
  const listed = await app.inject({ method: 'GET', url: '/chat/embed/config', headers: { origin: 'http://partner.test:8080' } });
  expect(listed.statusCode).toBe(200);
  expect(listed.headers['access-control-allow-origin']).toBe('http://partner.test:8080');
  expect(listed.json()).toEqual({ frame: '/chat/frame' });
  expect((await app.inject({ method: 'GET', url: '/chat/embed/config' })).statusCode).toBe(200);
  for (const origin of ['http://partner.test:9090', 'https://evil.example.net', 'null']) {
    const refused = await app.inject({ method: 'GET', url: '/chat/embed/config', headers: { origin } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  }
});

test('the frame may be framed by this site and the listed origins only, and loads the remote from its folder', async () => {
  const response = await app.inject({ method: 'GET', url: '/chat/frame?lang=ar' });
  expect(response.statusCode).toBe(200);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/frame-ancestors 'self' http:\/\/partner\.test:8080 https:\/\/shop\.example\.org(;|$)/);
  expect(csp).toContain("script-src 'self'");
  expect(response.headers['x-frame-options']).toBeUndefined();
  expect(response.body).toContain('src="/remotes/mf-chat/frame/frame.1234abcd.js"');
  // Every other page still refuses to be framed elsewhere.
  const other = await app.inject({ method: 'GET', url: '/api/health' });
  expect(String(other.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'(;|$)/);
});

test('sockets from listed origins are admitted; any other origin is refused before the upgrade', async () => {
  const partner = await TestSocket.open(url, { origin: 'http://partner.test:8080' });
  partner.close();
  await expect(TestSocket.open(url, { origin: 'http://partner.test:9090' })).rejects.toThrow('HTTP 403');
  await expect(TestSocket.open(url, { origin: 'https://evil.example.net' })).rejects.toThrow('HTTP 403');
});

test('asset links stay absolute and external ones untouched', () => {
  expect(absoluteAssets('<link href="a.css"><script src="/x.js"></script><a href="https://e.org/">', '/remotes/mf-chat/')).toBe(
    '<link href="/remotes/mf-chat/a.css"><script src="/x.js"></script><a href="https://e.org/">',
  );
});
