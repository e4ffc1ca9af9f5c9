import { LoadingBarMachine } from './loading-bar-machine';

/** A bar that has just started, with every state it reports from now on. */
function started() {
  const bar = new LoadingBarMachine();
  const seen: string[] = [];
  bar.subscribe((s) => seen.push(s));
  bar.start();
  return { bar, seen };
}

describe('LoadingBarMachine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not show for navigations faster than the 200 ms throttle', () => {
    const { bar, seen } = started();
    jest.advanceTimersByTime(150);
    bar.finish();
    jest.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
    expect(bar.state).toBe('reset');
  });

  it('goes start -> progress -> finish -> fade -> reset with the configured delays', () => {
    const { bar, seen } = started();
    jest.advanceTimersByTime(199);
    expect(bar.state).toBe('reset');
    jest.advanceTimersByTime(1);
    expect(bar.state).toBe('start');
    jest.advanceTimersByTime(16);
    expect(bar.state).toBe('progress');
    bar.finish();
    expect(bar.state).toBe('finish');
    jest.advanceTimersByTime(499);
    expect(bar.state).toBe('finish');
    jest.advanceTimersByTime(1);
    expect(bar.state).toBe('fade');
    jest.advanceTimersByTime(400);
    expect(seen).toEqual(['start', 'progress', 'finish', 'fade', 'reset']);
  });

  it('restarts when a new navigation begins while fading', () => {
    const bar = new LoadingBarMachine();
    bar.start();
    jest.advanceTimersByTime(300);
    bar.finish();
    jest.advanceTimersByTime(500);
    expect(bar.state).toBe('fade');
    bar.start();
    jest.advanceTimersByTime(1000);
    expect(bar.state).toBe('progress');
  });

  it('ignores a second start while running and a finish while idle', () => {
    const bar = new LoadingBarMachine();
    bar.finish();
    expect(bar.state).toBe('reset');
    bar.start();
    jest.advanceTimersByTime(300);
    bar.start();
    expect(bar.state).toBe('progress');
  });
});
