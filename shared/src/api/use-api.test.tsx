import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { i18n, initI18n } from '../i18n/instance';
import { useApi } from './use-api';
import { fakeFetch } from './test-utils/fake-fetch';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

function Title({ path }: { path: string | null }) {
  const { data } = useApi<{ title: string }>(path);
  return <p>{data?.title ?? 'loading'}</p>;
}

const renderFresh = (path: string | null) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Title path={path} />
    </SWRConfig>,
  );

beforeAll(() => initI18n('en'));

it('fetches in the page language and refetches when the language changes', async () => {
  const { fn } = fakeFetch({ status: 200, body: { title: 'Home' } });
  renderFresh('/content/home');
  expect(await screen.findByText('Home')).toBeInTheDocument();
  fakeFetch({ status: 200, body: { title: 'الرئيسية' } });
  await act(() => i18n.changeLanguage('ar'));
  expect(await screen.findByText('الرئيسية')).toBeInTheDocument();
  const last = (globalThis.fetch as jest.Mock).mock.calls.at(-1) as [string, RequestInit];
  expect((last[1].headers as Record<string, string>)['Accept-Language']).toBe('ar');
  expect(fn).toHaveBeenCalledTimes(1);
  await act(() => i18n.changeLanguage('en'));
});

it('does not fetch for a null path', async () => {
  const { fn } = fakeFetch({ status: 200, body: {} });
  renderFresh(null);
  await waitFor(() => expect(screen.getByText('loading')).toBeInTheDocument());
  expect(fn).not.toHaveBeenCalled();
});
