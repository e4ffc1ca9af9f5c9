import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { App } from '../app';

/** Renders the whole remote at `path`, with an SWR cache of its own. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <App />
    </SWRConfig>,
  );
}
