import { lazy, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A part of a page the first load does without: in the browser its chunk is fetched once the
 * browser is idle, and React keeps the part's server HTML as it is until then and hydrates it
 * after. The server build has the part at hand (`provide`, from the server entry), so the
 * prerender writes it in place, complete, rather than as a boundary finished by an inline script.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let atHand: ComponentType<P> | null = null;
  // React reads a lazy part's thenable at once: one that settles synchronously renders without suspending.
  const settled = (component: ComponentType<P>) => ({ then: (resolve: (loaded: Loaded<P>) => void) => resolve({ default: component }) }) as unknown as Promise<Loaded<P>>;
  const Component = lazy(() => (atHand ? settled(atHand) : whenIdle().then(load).then((component) => ({ default: component }))));
  return {
    Component,
    provide(component: ComponentType<P>) {
      atHand = component;
    },
  };
}
