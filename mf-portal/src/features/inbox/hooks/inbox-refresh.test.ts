import { CHAT_EVENTS } from '@site/shared/chat';
import { INBOX_REFRESH_MS, inboxRefresher } from './inbox-refresh';

describe('the inbox list under a flood of events', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the list at most every 500 ms, and once more after a burst', () => {
    const load = jest.fn();
    const refresher = inboxRefresher(load);
    // 8 s of 20 conversations' messages arriving 50 times a second.
    for (let ms = 0; ms < 8_000; ms += 20) {
      refresher.onEvent(CHAT_EVENTS.message);
      jest.advanceTimersByTime(20);
    }
    jest.advanceTimersByTime(INBOX_REFRESH_MS);
    expect(load.mock.calls.length).toBeLessThanOrEqual(8_000 / INBOX_REFRESH_MS + 1);
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(8_000 / INBOX_REFRESH_MS);
    refresher.stop();
  });

  it('ignores typing, read and delivered marks', () => {
    const load = jest.fn();
    const refresher = inboxRefresher(load);
    for (const name of [CHAT_EVENTS.typing, CHAT_EVENTS.read, CHAT_EVENTS.delivered]) refresher.onEvent(name);
    jest.advanceTimersByTime(2 * INBOX_REFRESH_MS);
    expect(load).not.toHaveBeenCalled();
    refresher.onEvent(CHAT_EVENTS.changed);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
