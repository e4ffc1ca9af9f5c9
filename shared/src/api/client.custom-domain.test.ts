/**
 * @jest-environment-options {"url": "https://portal.client-brand.sa:8443/en/contactus"}
 */
import { setAppConfig } from '@site/shared/config';
import { initI18n } from '@site/shared/i18n';
import { api } from './client';
import { fakeFetch } from './test-utils/fake-fetch';

beforeAll(() => initI18n('en'));

it('sends the custom-domain header with the current host off the main hosts', async () => {
  setAppConfig({ mainHosts: ['example.com', 'test.example.com', 'localhost'] });
  const { calls } = fakeFetch({ status: 200, body: {} });
  await api.get('/content/company');
  expect(calls[0]?.headers['X-Custom-Domain']).toBe('portal.client-brand.sa:8443');
});

it('does not send it when the host is a main host subdomain', async () => {
  setAppConfig({ mainHosts: ['client-brand.sa'] });
  const { calls } = fakeFetch({ status: 200, body: {} });
  await api.get('/content/company');
  expect(calls[0]?.headers['X-Custom-Domain']).toBeUndefined();
});
