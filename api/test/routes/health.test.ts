import { call, appForFile } from '../helper.js';

const app = appForFile();

test('GET /api/health pings the database', async () => {
  const { status, body } = await call(app, { method: 'GET', url: '/api/health' });
  expect(status).toBe(200);
  expect(body.status).toBe('ok');
  expect(['pglite', 'postgres']).toContain(body.database);
  expect(typeof body.latencyMs).toBe('number');
});
