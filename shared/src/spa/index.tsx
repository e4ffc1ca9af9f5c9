import React, { type ComponentType, type ReactElement } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { ErrorScreen } from '@site/shared/ui';

/**
 * single-spa lifecycles for a remote's root component. A render error inside the remote
 * shows the shared error screen in its area (with no internal details), so the shell's
 * header, footer and the other remotes keep working.
 */
export function remoteLifecycles(rootComponent: ComponentType<AppProps>, options: { errorBoundary?: () => ReactElement } = {}) {
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: options.errorBoundary ?? (() => <ErrorScreen statusCode={500} />),
  });
  return { bootstrap, mount, unmount };
}
