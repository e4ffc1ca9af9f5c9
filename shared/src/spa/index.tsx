import * as React from 'react';
import type { ComponentType, ReactElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { textsReady } from '@site/shared/i18n';
import { SSR_ATTRIBUTE } from '@site/shared/ssr';
import { hydrationDone, hydrationStarted, onRecoverableError, whenControlsHydrated } from '@site/shared/ssr/hydration';
import { ErrorScreen } from '@site/shared/ui/core';

/** What the shell passes each remote (its area's node). */
type AreaProps = { domElement?: HTMLElement };
type MountProps = AppProps & AreaProps;
/** One lifecycle function (single-spa's `LifeCycles` allows arrays of them too; these are single). */
type Lifecycle = (props: MountProps) => Promise<unknown>;
type Lifecycles = Record<'bootstrap' | 'mount' | 'unmount' | 'update', Lifecycle>;

/**
 * React's roots as single-spa-react creates them, with our recovery on hydration: a part whose
 * served HTML no longer matches (the visitor navigated while it hydrated) is rendered again and
 * logged (`onRecoverableError`), not raised as a page error. single-spa-react takes the renderer
 * as an option (`ReactDOMClient`) and calls `hydrateRoot(element, tree)`; this one adds the option.
 */
const reactDomClient = {
  createRoot: ReactDOMClient.createRoot,
  hydrateRoot: (area: Element, tree: React.ReactNode) => ReactDOMClient.hydrateRoot(area, tree, { onRecoverableError }),
};

const areaOf = (props: MountProps) => props.domElement ?? document.getElementById(`single-spa-application:${props.name}`);

/**
 * single-spa lifecycles for a remote's root component, made by single-spa-react. A render error
 * inside the remote shows `errorBoundary` (the shared error screen, with no internal details) in
 * its area only, so the shell's header, footer and the other remotes keep working. An area the
 * server rendered (marked `data-ssr`) is hydrated on its first mount (single-spa-react's
 * `hydrateRoot` render type); every later mount renders afresh. The page's hydration mark waits
 * for it (`@site/shared/ssr/hydration`).
 */
export function remoteLifecycles(RootComponent: ComponentType<AppProps>, options: { errorBoundary?: () => ReactElement } = {}): Lifecycles {
  const fallback = options.errorBoundary ?? (() => <ErrorScreen statusCode={500} />);
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  // single-spa-react 6.0.2's typings name single-spa's `LifeCycleFn`, which single-spa 6 does not
  // export: its lifecycles are typed here as what they are.
  const react = singleSpaReact<MountProps>({
    React,
    ReactDOMClient: reactDomClient,
    rootComponent: RootComponent,
    // Read at each mount: the area decides (below).
    renderType: () => renderType,
    errorBoundary: fallback,
  }) as unknown as Lifecycles;

  return {
    bootstrap: react.bootstrap,
    unmount: react.unmount,
    update: react.update,
    mount: async (props: MountProps) => {
      const area = areaOf(props);
      if (!area) throw new Error(`no element to mount ${props.name} in`);
      // The remote's texts in the page's language are in before it renders (hydration matches the served HTML).
      await textsReady();
      const served = area.hasAttribute(SSR_ATTRIBUTE);
      area.removeAttribute(SSR_ATTRIBUTE);
      renderType = served ? 'hydrateRoot' : 'createRoot';
      if (!served) {
        await react.mount(props);
        return;
      }
      hydrationStarted(area.id);
      try {
        await react.mount(props);
      } catch (error) {
        hydrationDone(area.id);
        throw error;
      }
      // Not awaited: the app is mounted; its lazy page may still be hydrating.
      void whenControlsHydrated(area).then(() => hydrationDone(area.id));
    },
  };
}
