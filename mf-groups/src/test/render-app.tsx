import { render } from '@testing-library/react';
import { ApiCacheProvider } from '@site/shared/api';
import { App } from '../app';

/** Renders the whole remote at `path`, with an API cache of its own. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <ApiCacheProvider>
      <App />
    </ApiCacheProvider>,
  );
}
