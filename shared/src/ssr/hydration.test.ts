type Hydration = typeof import('./hydration');

/** A fresh copy of the module: its state is the page's. */
function fresh(): Hydration {
  let mod!: Hydration;
  jest.isolateModules(() => {
    mod = jest.requireActual<Hydration>('./hydration');
  });
  return mod;
}

const marked = () => document.documentElement.hasAttribute('data-hydrated');

beforeEach(() => document.documentElement.removeAttribute('data-hydrated'));

it('marks the page hydrated once every server-rendered part has hydrated and the first route settled', () => {
  const h = fresh();
  h.expectHydration(['sh-root', 'sh-area-mf-marketing']);
  h.hydrationDone('sh-root');
  h.firstRouteSettled();
  expect(marked()).toBe(false);
  expect(h.pendingHydration()).toEqual(['sh-area-mf-marketing']);
  h.hydrationDone('sh-area-mf-marketing');
  expect(marked()).toBe(true);
});

it('marks a page rendered in the browser once its first route has settled', () => {
  const h = fresh();
  expect(marked()).toBe(false);
  h.firstRouteSettled();
  expect(marked()).toBe(true);
});

it('holds an action until its part has hydrated, runs it once, and holds nothing once hydration has begun', () => {
  const h = fresh();
  h.expectHydration(['sh-root', 'sh-area-mf-marketing']);
  const run = jest.fn();
  expect(h.holdUntilHydrated('sh-area-mf-marketing', run)).toBe(true);
  h.hydrationDone('sh-root');
  expect(run).not.toHaveBeenCalled();
  h.hydrationStarted('sh-area-mf-marketing');
  expect(h.holdUntilHydrated('sh-area-mf-marketing', jest.fn())).toBe(false);
  h.hydrationDone('sh-area-mf-marketing');
  h.hydrationDone('sh-area-mf-marketing');
  expect(run).toHaveBeenCalledTimes(1);
  // Not a server-rendered part: nothing to wait for.
  expect(h.holdUntilHydrated('sh-area-mf-portal', jest.fn())).toBe(false);
});

it("waits until every control of an area is React's (a lazy page hydrates after its app mounted)", async () => {
  const h = fresh();
  const area = document.createElement('div');
  area.innerHTML = '<p>text</p><form><input name="a"><button>send</button></form>';
  let done = false;
  const waiting = h.whenControlsHydrated(area).then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(done).toBe(false);
  // What React does to each node it hydrates.
  area.querySelectorAll('form, input, button').forEach((el) => Object.assign(el, { '__reactFiber$test': {} }));
  await waiting;
  expect(done).toBe(true);
});
