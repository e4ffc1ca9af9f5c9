import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEnv } from '../../src/env.js';
import { remoteMap } from '../../src/lib/remote-map.js';
import { buildTestApp, call } from '../helper.js';

const V1 = 'https://cdn.example.net/mf-groups/v1/mf-manifest.json';
const V2 = 'https://cdn.example.net/mf-groups/v2/mf-manifest.json';

const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remote-map-')), 'remote-map.json');

test('a release switches one remote, a rollback switches it back; a bad file keeps the last good map', () => {
  const file = tempFile();
  const errors: unknown[] = [];
  const map = remoteMap(readEnv(undefined, { REMOTE_MAP_FILE: file }), (error) => errors.push(error), 0);
  const before = map.current();
  expect(before['mf-groups']).toBe('/remotes/mf-groups/mf-manifest.json');

  fs.writeFileSync(file, JSON.stringify({ 'mf-groups': V2 }));
  expect(map.current()['mf-groups']).toBe(V2);
  expect(map.current()['mf-portal']).toBe(before['mf-portal']);
  expect(map.current()).toBe(map.current());

  fs.writeFileSync(file, JSON.stringify({ 'mf-groups': V1 }));
  expect(map.current()['mf-groups']).toBe(V1);

  fs.writeFileSync(file, '{"mf-groups": ');
  expect(map.current()['mf-groups']).toBe(V1);
  fs.writeFileSync(file, JSON.stringify({ 'mf-nope': V2 }));
  expect(map.current()['mf-groups']).toBe(V1);
  // Reported once, not on every check.
  expect(errors).toHaveLength(1);

  fs.rmSync(file);
  expect(map.current()['mf-groups']).toBe('/remotes/mf-groups/mf-manifest.json');
});

test('the remote map file reaches app-config.json and the page CSP, with no restart', async () => {
  const file = tempFile();
  fs.writeFileSync(file, JSON.stringify({ 'mf-groups': V2 }));
  const app = await buildTestApp({ env: { REMOTE_MAP_FILE: file } });
  try {
    const { status, body, headers } = await call(app, { method: 'GET', url: '/app-config.json' });
    expect(status).toBe(200);
    expect((body.remotes as Record<string, string>)['mf-groups']).toBe(V2);
    expect(String(headers['content-security-policy'])).toMatch(/script-src 'self' https:\/\/cdn\.example\.net/);
  } finally {
    await app.close();
  }
});
