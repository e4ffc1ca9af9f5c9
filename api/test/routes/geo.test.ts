import { call, appForFile } from '../helper.js';

const app = appForFile();

test('GET /api/geo/country answers "1;<iso2>;<iso3>;<name>" from the edge header, else the default country', async () => {
  const fallback = await call(app, { method: 'GET', url: '/api/geo/country' });
  expect(fallback.raw.body).toBe('1;SA;SAU;Saudi Arabia');
  const eg = await call(app, { method: 'GET', url: '/api/geo/country', headers: { 'cf-ipcountry': 'eg' } });
  expect(eg.raw.body).toBe('1;EG;EGY;Egypt');
  expect(eg.raw.body.slice(2, 4)).toBe('EG');
  const junk = await call(app, { method: 'GET', url: '/api/geo/country', headers: { 'x-country': 'XX' } });
  expect(junk.raw.body.startsWith('1;SA;')).toBe(true);
});
