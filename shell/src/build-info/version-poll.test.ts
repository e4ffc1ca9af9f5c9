import { fetchBuildMetaLater, startVersionPoll } from './version-poll';

describe('version poll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const flush = async () => { for (let i = 0; i < 5; i += 1) await Promise.resolve(); };

  it('reports once when the polled id differs from the loaded build', async () => {
    const ids = ['a', 'a', 'b', 'c'];
    const onNewVersion = jest.fn();
    const poll = startVersionPoll({ initialId: 'a', fetchLatestId: async () => ids.shift() ?? 'z', onNewVersion, interval: 1000 });
    jest.advanceTimersByTime(1000); await flush();
    expect(onNewVersion).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000); await flush();
    jest.advanceTimersByTime(1000); await flush();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('b');
    poll.stop();
  });

  it('takes the first answer as baseline when the loaded id is unknown, and checks on visibility', async () => {
    const fetchLatestId = jest.fn().mockResolvedValueOnce('x').mockResolvedValueOnce('y');
    const onNewVersion = jest.fn();
    const poll = startVersionPoll({ fetchLatestId, onNewVersion, interval: 60_000 });
    await flush();
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(onNewVersion).toHaveBeenCalledWith('y');
    poll.stop();
  });

  it('survives fetch failures', async () => {
    const onNewVersion = jest.fn();
    const poll = startVersionPoll({ initialId: 'a', fetchLatestId: async () => { throw new Error('offline'); }, onNewVersion, interval: 10 });
    jest.advanceTimersByTime(30); await flush();
    expect(onNewVersion).not.toHaveBeenCalled();
    poll.stop();
  });

  it('fetches the build manifest after 1 s and only logs a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 404 }) as Response);
    fetchBuildMetaLater('abc', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000); await flush();
    expect(fetchImpl).toHaveBeenCalledWith('/builds/meta/abc.json');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
