import { act, render, screen, waitFor } from '@testing-library/react';
import { i18n, initI18n } from '../i18n/instance';
import { ApiCacheProvider, revalidateApi, useApi } from './use-api';
import { fakeFetch } from './test-utils/fake-fetch';
import { expectPageData, setServerPageData } from '../ssr/seed';
import type { EmbeddedPageData } from '../ssr';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

function Title({ path }: { path: string | null }) {
  const { data } = useApi<{ title: string }>(path);
  return <p>{data?.title ?? 'loading'}</p>;
}

const renderFresh = (path: string | null) =>
  render(
    <ApiCacheProvider>
      <Title path={path} />
    </ApiCacheProvider>,
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

it('a hook that stays mounted keeps the server-rendered answer after navigating away', async () => {
  const { fn } = fakeFetch({ status: 200, body: { title: 'fetched' } });
  // The page as the server rendered it (what the browser reads from the document).
  setServerPageData({ url: window.location.pathname + window.location.search, lang: 'en', data: { '/content/company': { title: 'Rendered' } } });
  const { rerender } = renderFresh('/content/company');
  expect(screen.getByText('Rendered')).toBeInTheDocument();
  window.history.pushState(null, '', '/en/elsewhere');
  rerender(
    <ApiCacheProvider>
      <Title path="/content/company" />
    </ApiCacheProvider>,
  );
  expect(screen.getByText('Rendered')).toBeInTheDocument();
  expect(fn).not.toHaveBeenCalled();
});

describe('the cache behind useApi', () => {
  function Twice({ path }: { path: string }) {
    return (
      <ApiCacheProvider dedupeMs={2000}>
        <Title path={path} />
        <Title path={path} />
      </ApiCacheProvider>
    );
  }

  it('asks once for a key two hooks show at the same time', async () => {
    const { fn } = fakeFetch({ status: 200, body: { title: 'Shared' } });
    render(<Twice path="/content/shared" />);
    expect(await screen.findAllByText('Shared')).toHaveLength(2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  function Pages({ path, keep }: { path: string; keep: boolean }) {
    const { data, isLoading } = useApi<{ title: string }>(path, { keepPreviousData: keep });
    return <p>{data?.title ?? 'empty'}{isLoading ? ' (loading)' : ''}</p>;
  }

  it('keeps the previous key’s answer on screen while the next one loads, when asked to', async () => {
    fakeFetch({ status: 200, body: { title: 'Page 1' } });
    const { rerender } = render(<ApiCacheProvider><Pages path="/list?page=1" keep /></ApiCacheProvider>);
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => { answer = resolve; }));
    rerender(<ApiCacheProvider><Pages path="/list?page=2" keep /></ApiCacheProvider>);
    expect(screen.getByText('Page 1 (loading)')).toBeInTheDocument();
    await act(async () => {
      answer({ ok: true, status: 200, headers: { get: () => 'application/json' }, text: () => Promise.resolve('{"title":"Page 2"}') } as unknown as Response);
    });
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
  });

  function Retry({ path }: { path: string }) {
    const { data, error, mutate } = useApi<{ title: string }>(path, { request: { silent: true } });
    return (
      <>
        <p>{data?.title ?? (error ? 'failed' : 'loading')}</p>
        <button type="button" onClick={() => void mutate()}>retry</button>
        <button type="button" onClick={() => void mutate({ title: 'Written' })}>write</button>
      </>
    );
  }

  it('shows a failure, asks again on mutate(), and shows a written answer without asking', async () => {
    const { fn } = fakeFetch({ status: 404, body: { message: 'Not found' } }, { status: 200, body: { title: 'Back' } });
    render(<ApiCacheProvider dedupeMs={60_000}><Retry path="/content/flaky" /></ApiCacheProvider>);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    expect(await screen.findByText('Back')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'write' }).click());
    expect(screen.getByText('Written')).toBeInTheDocument();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('revalidateApi asks again for the shown keys under a prefix, and only those', async () => {
    const { fn } = fakeFetch({ status: 200, body: { title: 'First' } }, { status: 200, body: { title: 'Second' } });
    render(<ApiCacheProvider dedupeMs={60_000}><Title path="/tickets?page=1" /></ApiCacheProvider>);
    expect(await screen.findByText('First')).toBeInTheDocument();
    await act(() => revalidateApi('/profile'));
    expect(fn).toHaveBeenCalledTimes(1);
    await act(() => revalidateApi('/tickets'));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('a navigation with its page data on the way (the payload file)', () => {
  it('answers the page\'s hooks from that one request; a path it lacks is asked of the API', async () => {
    const { fn } = fakeFetch({ status: 200, body: { title: 'From the API' } });
    window.history.pushState(null, '', '/en/payload-page?q=1');
    let arrive: (page: EmbeddedPageData) => void = () => undefined;
    expectPageData('/en/payload-page?q=1', 'en', new Promise((resolve) => { arrive = resolve; }));
    render(
      <ApiCacheProvider>
        <Title path="/content/in-payload" />
        <Title path="/content/elsewhere" />
      </ApiCacheProvider>,
    );
    await act(async () => arrive({ url: '/en/payload-page?q=1', lang: 'en', data: { '/content/in-payload': { title: 'From the payload' } } }));
    expect(await screen.findByText('From the payload')).toBeInTheDocument();
    expect(await screen.findByText('From the API')).toBeInTheDocument();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(String(fn.mock.calls[0]?.[0])).toContain('/content/elsewhere');
  });
});

it('a page seen again takes its new page data over the answer cached from the earlier visit, without asking the API', async () => {
  const { fn } = fakeFetch({ status: 200, body: { title: 'Earlier' } });
  window.history.pushState(null, '', '/en/first');
  const page = (shown: boolean) => <ApiCacheProvider dedupeMs={0}>{shown && <Title path="/content/again" />}</ApiCacheProvider>;
  const { rerender } = render(page(true));
  expect(await screen.findByText('Earlier')).toBeInTheDocument();
  rerender(page(false));
  window.history.pushState(null, '', '/en/again');
  expectPageData('/en/again', 'en', Promise.resolve({ url: '/en/again', lang: 'en', data: { '/content/again': { title: 'Fresh' } } }));
  await act(async () => {
    await Promise.resolve();
  });
  rerender(page(true));
  expect(await screen.findByText('Fresh')).toBeInTheDocument();
  expect(fn).toHaveBeenCalledTimes(1);
});

it('revalidateApi also has an answer no hook shows asked again when next shown, even within the dedupe window', async () => {
  const { fn } = fakeFetch({ status: 200, body: { title: 'Off' } }, { status: 200, body: { title: 'On' } });
  const page = (shown: boolean) => <ApiCacheProvider dedupeMs={60_000}>{shown && <Title path="/profile" />}</ApiCacheProvider>;
  const { rerender } = render(page(true));
  expect(await screen.findByText('Off')).toBeInTheDocument();
  rerender(page(false));
  await act(() => revalidateApi('/profile'));
  rerender(page(true));
  expect(await screen.findByText('On')).toBeInTheDocument();
  expect(fn).toHaveBeenCalledTimes(2);
});

it('revalidateApi passes over the cache of a provider that is gone (an unmounted app) and still reaches the live one', async () => {
  const { fn } = fakeFetch({ status: 200, body: { title: 'Gone' } }, { status: 200, body: { title: 'Live' } }, { status: 200, body: { title: 'Again' } });
  const gone = renderFresh('/tickets?box=incoming');
  expect(await screen.findByText('Gone')).toBeInTheDocument();
  gone.unmount();
  renderFresh('/tickets?box=outgoing');
  expect(await screen.findByText('Live')).toBeInTheDocument();
  await act(() => revalidateApi('/tickets?'));
  expect(await screen.findByText('Again')).toBeInTheDocument();
  expect(fn).toHaveBeenCalledTimes(3);
});
