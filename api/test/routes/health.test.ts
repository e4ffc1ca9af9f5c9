import { call, appForFile } from '../helper.js';

const app = appForFile();

test('GET /api/health pings the database', async () => {
  const { status, body } = await call(app, { method: 'GET', url: '/api/health' });
  expect(status).toBe(200);
  expect(body.status).toBe('ok');
  expect(['pglite', 'postgres']).toContain(body.database);
  expect(typeof body.latencyMs).toBe('number');
});

test('GET /api/health/live answers while the process runs', async () => {
  const { status, body } = await call(app, { method: 'GET', url: '/api/health/live' });
  expect(status).toBe(200);
  expect(body).toEqual({ status: 'ok' });
});

test('GET /api/health/ready: ready with the database up and migrated, 503 once draining', async () => {
  const ready = await call(app, { method: 'GET', url: '/api/health/ready' });
  expect(ready.status).toBe(200);
  expect(ready.body).toEqual({ status: 'ready', draining: false, database: true, migrations: true, limits: true, uploadsDisk: 'ok' });

  app.lifecycle.draining = true;
  try {
    const draining = await call(app, { method: 'GET', url: '/api/health/ready' });
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ status: 'not_ready', draining: true });
  } finally {
    app.lifecycle.draining = false;
  }
});
