import { act, render, screen } from '@testing-library/react';
import { REVEAL } from './reveal-options';
import { useReveal } from './use-reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; observe: jest.Mock; disconnect: jest.Mock }[] = [];

class FakeObserver {
  observe = jest.fn();
  unobserve = jest.fn();
  disconnect = jest.fn();
  constructor(public callback: Callback, public options?: IntersectionObserverInit) {
    observers.push(this);
  }
}

function Box() {
  const reveal = useReveal<HTMLDivElement>();
  return <div data-testid="box" ref={reveal.ref} className={reveal.className} style={reveal.style} />;
}

/** Where the box sits when it mounts: jsdom lays nothing out, so the test says. */
const placeBoxAt = (top: number) => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
};

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as never;
};

describe('useReveal', () => {
  beforeEach(() => {
    observers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    setReducedMotion(false);
    placeBoxAt(window.innerHeight + 400);
  });
  afterEach(() => jest.restoreAllMocks());

  it('hides an element below the fold until it is 50 px into view, then reveals it once', () => {
    render(<Box />);
    const box = screen.getByTestId('box');
    expect(box).toHaveClass('mk-reveal');
    expect(box).not.toHaveClass('mk-reveal--in');
    expect(box.style.transition).toContain('800ms ease-in-out 100ms');
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('0px 0px -50px 0px');

    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(box).toHaveClass('mk-reveal--in');
    expect(observer?.disconnect).toHaveBeenCalled();
    expect(observers).toHaveLength(1);
  });

  it('looks again 100 ms after the page has loaded', () => {
    jest.useFakeTimers();
    render(<Box />);
    const [observer] = observers;
    expect(observer?.observe).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(REVEAL.refreshAfterLoadMs));
    expect(observer?.observe).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('leaves an element in view on mount as it was rendered (the server rendered it shown)', () => {
    placeBoxAt(10);
    render(<Box />);
    const box = screen.getByTestId('box');
    expect(box.className).toBe('');
    expect(box.style.transition).toBe('');
    expect(observers).toHaveLength(0);
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    render(<Box />);
    const box = screen.getByTestId('box');
    expect(box.className).toBe('');
    expect(box.style.transition).toBe('');
    expect(observers).toHaveLength(0);
  });
});
