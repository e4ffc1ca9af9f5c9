import { Component, useLayoutEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppProps } from 'single-spa';
import { SSR_ATTRIBUTE } from '@site/shared/ssr';
import { hydrationDone, hydrationStarted, onRecoverableError, whenControlsHydrated } from '@site/shared/ssr/hydration';
import { ErrorScreen } from '@site/shared/ui/core';

type MountProps = AppProps & { domElement?: HTMLElement };

/** Shows `fallback` in place of an area whose render threw, and only there. */
class AreaBoundary extends Component<{ fallback: () => ReactElement; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

/** Tells its mount that React has committed the area (the first render, or the hydration of what is not suspended). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * single-spa lifecycles for a remote's root component, on React's own roots. A render error
 * inside the remote shows the shared error screen in its area (with no internal details), so the
 * shell's header, footer and the other remotes keep working. An area the server rendered is
 * hydrated on its first mount (its HTML stays; React attaches to it); every later mount renders
 * afresh. The page's hydration mark waits for it (`@site/shared/ssr`'s hydration).
 */
export function remoteLifecycles(RootComponent: ComponentType<AppProps>, options: { errorBoundary?: () => ReactElement } = {}) {
  const fallback = options.errorBoundary ?? (() => <ErrorScreen statusCode={500} />);
  const roots = new Map<string, Root>();

  const render = (area: HTMLElement, props: MountProps, hydrate: boolean) =>
    new Promise<Root>((resolve) => {
      let root: Root | undefined;
      let committed = false;
      const onCommit = () => {
        committed = true;
        if (root) resolve(root);
      };
      const tree = (
        <Committed onCommit={onCommit}>
          <AreaBoundary fallback={fallback}>
            <RootComponent {...props} />
          </AreaBoundary>
        </Committed>
      );
      if (hydrate) root = hydrateRoot(area, tree, { onRecoverableError });
      else {
        root = createRoot(area);
        root.render(tree);
      }
      if (committed) resolve(root);
    });

  const mountIn = async (area: HTMLElement, props: MountProps) => {
    const served = area.hasAttribute(SSR_ATTRIBUTE);
    area.removeAttribute(SSR_ATTRIBUTE);
    if (!served) {
      roots.set(props.name, await render(area, props, false));
      return;
    }
    hydrationStarted(area.id);
    try {
      roots.set(props.name, await render(area, props, true));
    } catch (error) {
      hydrationDone(area.id);
      throw error;
    }
    // Not awaited: the app is mounted; its lazy page may still be hydrating.
    void whenControlsHydrated(area).then(() => hydrationDone(area.id));
  };

  return {
    bootstrap: () => Promise.resolve(),
    mount: (props: MountProps) => {
      const area = props.domElement ?? document.getElementById(`single-spa-application:${props.name}`);
      if (!area) return Promise.reject(new Error(`no element to mount ${props.name} in`));
      return mountIn(area, props);
    },
    unmount: (props: MountProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      return Promise.resolve();
    },
  };
}
