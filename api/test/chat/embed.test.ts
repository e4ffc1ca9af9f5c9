import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { absoluteAssets } from '../../src/plugins/chat-embed.js';
import { appForFile } from '../helper.js';
import { TestSocket, listenLocal } from '../realtime/test-socket.js';

// A stand-in for mf-chat's build: the frame serves that remote's page.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-embed-'));
fs.mkdirSync(path.join(root, 'mf-chat', 'dist'), { recursive: true });
fs.writeFileSync(path.join(root, 'mf-chat', 'dist', 'index.html'), '<html><head><script defer src="main.1234abcd.js"></script></head><body><div id="root"></div></body></html>');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const app = appForFile({ env: { CHAT_EMBED_ORIGINS: 'http://partner.test:8080, https://shop.example.org/', STATIC_ROOT: root } });
let url: string;
beforeAll(async () => {
  url = await listenLocal(app);
});

test('the loader is served small and compressed', async () => {
  const response = await app.inject({ method: 'GET', url: '/chat/embed.js', headers: { 'accept-encoding': 'gzip, br' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/javascript/);
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.rawPayload.length).toBeLessThan(3 * 1024);
  expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('/chat/frame?lang=');
});

test('the frame may be framed by this site and the listed origins only, and loads the remote from its folder', async () => {
  const response = await app.inject({ method: 'GET', url: '/chat/frame?lang=ar' });
  expect(response.statusCode).toBe(200);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/frame-ancestors 'self' http:\/\/partner\.test:8080 https:\/\/shop\.example\.org(;|$)/);
  expect(csp).toContain("script-src 'self'");
  expect(response.headers['x-frame-options']).toBeUndefined();
  expect(response.body).toContain('src="/remotes/mf-chat/main.1234abcd.js"');
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
