/**
 * The page's hydration, part by part: the shell's chrome and each server-rendered area hydrate on
 * their own schedule (an area waits for its remote's scripts). Until a part has started to
 * hydrate, its HTML has no handlers: a click or a submit there is held (the shell's entry catches
 * them, see holdUntilHydrated) and replayed once the part has hydrated, so nothing a visitor does
 * early is lost. When every part has hydrated and the first route has settled, <html> gets
 * HYDRATED_ATTRIBUTE: the moment the page is fully interactive (tests and tools wait for it).
 * The state is per page; `@site/shared` is one singleton, so the shell and every remote share it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The id of the shell's own part (its root element's id). */
export const SHELL_PART = 'sh-root';

interface Part {
  started: boolean;
  done: boolean;
  held: (() => void)[];
}

const parts = new Map<string, Part>();
let routed = false;

const partOf = (id: string): Part => {
  let part = parts.get(id);
  if (!part) {
    part = { started: false, done: false, held: [] };
    parts.set(id, part);
  }
  return part;
};

function settle(): void {
  if (routed && [...parts.values()].every((p) => p.done)) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** The server-rendered parts of this page (element ids): called once, before any of them hydrates. */
export function expectHydration(ids: readonly string[]): void {
  ids.forEach(partOf);
}

/** A part's hydration has begun: from now on React handles (and, if need be, replays) its events. */
export function hydrationStarted(id: string): void {
  if (parts.has(id)) partOf(id).started = true;
}

/** A part has hydrated (or will not: its app failed to load); what was held for it runs now. */
export function hydrationDone(id: string): void {
  if (!parts.has(id)) return;
  const part = partOf(id);
  part.started = true;
  part.done = true;
  part.held.splice(0).forEach((run) => run());
  settle();
}

/** The first route has settled (single-spa mounted what the address needs): a page rendered in the browser is then interactive. */
export function firstRouteSettled(): void {
  routed = true;
  settle();
}

/** The parts still waiting to hydrate. */
export const pendingHydration = (): string[] => [...parts].filter(([, p]) => !p.done).map(([id]) => id);

/** Keeps `run` for when part `id` has hydrated; false when the part does not wait (it handles its events itself). */
export function holdUntilHydrated(id: string, run: () => void): boolean {
  const part = parts.get(id);
  if (!part || part.started) return false;
  part.held.push(run);
  return true;
}

/** React keeps each DOM node it has hydrated (or rendered) under an own key with this prefix. */
const FIBER_KEY = '__reactFiber$';
const CONTROLS = 'form, button, input, textarea, select';
const ownedByReact = (el: Element) => Object.keys(el).some((key) => key.startsWith(FIBER_KEY));

/**
 * Resolves once every control (form, button, field) inside `area` is React's: an app's mount
 * ends when its root has hydrated, but a lazy page inside a Suspense boundary hydrates a moment
 * later, when its chunk has run, and until then its controls have no handlers. Gives up after
 * `timeoutMs` (a control React does not render, e.g. inside HTML set as is, never becomes React's).
 */
export function whenControlsHydrated(area: Element, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => {
      const waiting = [...area.querySelectorAll(CONTROLS)].some((el) => !ownedByReact(el));
      if (!waiting || Date.now() > until) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
}

/**
 * `onRecoverableError` for hydrateRoot. A part whose served HTML no longer matches what the
 * browser renders (the visitor navigated while it was still hydrating) is rendered afresh by
 * React: that is recovered, not a crash. React's default raises it as an uncaught page error,
 * which the shell would answer with an error screen; it is logged instead.
 */
export function onRecoverableError(error: unknown): void {
  console.warn('A server-rendered part was rendered again in the browser:', error);
}
