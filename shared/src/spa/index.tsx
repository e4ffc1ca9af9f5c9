import React, { type ComponentType, type ReactElement } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { SSR_ATTRIBUTE } from '@site/shared/ssr';
import { ErrorScreen } from '@site/shared/ui/core';

/**
 * single-spa lifecycles for a remote's root component. A render error inside the remote
 * shows the shared error screen in its area (with no internal details), so the shell's
 * header, footer and the other remotes keep working. An area the server rendered is hydrated
 * on its first mount (its HTML stays; React attaches to it); every later mount renders afresh.
 */
export function remoteLifecycles(rootComponent: ComponentType<AppProps>, options: { errorBoundary?: () => ReactElement } = {}) {
  let area: HTMLElement | null = null;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent,
    renderType: () => {
      const serverRendered = area?.hasAttribute(SSR_ATTRIBUTE) ?? false;
      area?.removeAttribute(SSR_ATTRIBUTE);
      return serverRendered ? 'hydrateRoot' : 'createRoot';
    },
    errorBoundary: options.errorBoundary ?? (() => <ErrorScreen statusCode={500} />),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: AppProps & { domElement?: HTMLElement }) => {
      area = props.domElement ?? null;
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
  };
}
