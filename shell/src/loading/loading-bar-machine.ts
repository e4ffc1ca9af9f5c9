/** Loading bar timing (ms) and height (px): shown only for navigations longer than 200 ms, hidden 500 ms after the finish. */
export const LOADING_BAR = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 } as const;

/** start -> progress -> finish -> fade -> reset ('reset' is also the resting state). */
export type BarState = 'reset' | 'start' | 'progress' | 'finish' | 'fade';

type Listener = (state: BarState) => void;

/**
 * Pure timing logic of the top loading bar. Navigations that finish within the throttle
 * never show the bar; the visual progress animation (duration) is CSS driven by state.
 */
export class LoadingBarMachine {
  state: BarState = 'reset';
  private timers: ReturnType<typeof setTimeout>[] = [];
  private listeners = new Set<Listener>();

  constructor(private readonly opts: typeof LOADING_BAR = LOADING_BAR) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.state === 'start' || this.state === 'progress') return;
    this.clear();
    this.pending = true;
    this.later(this.opts.throttle, () => {
      this.pending = false;
      this.set('start');
      // next frame-ish: let the browser paint width 0 before animating towards 90 %
      this.later(16, () => this.set('progress'));
    });
  }

  finish(): void {
    if (this.pending) {
      this.pending = false;
      this.clear();
      return;
    }
    if (this.state !== 'start' && this.state !== 'progress') return;
    this.clear();
    this.set('finish');
    this.later(this.opts.hideDelay, () => {
      this.set('fade');
      this.later(this.opts.resetDelay, () => this.set('reset'));
    });
  }

  dispose(): void {
    this.clear();
    this.listeners.clear();
  }

  private pending = false;

  private set(state: BarState): void {
    this.state = state;
    this.listeners.forEach((l) => l(state));
  }

  private later(ms: number, fn: () => void): void {
    this.timers.push(setTimeout(fn, ms));
  }

  private clear(): void {
    this.timers.forEach(clearTimeout);
    this.timers = [];
  }
}
