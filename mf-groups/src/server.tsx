import { createServerEntry } from '@site/shared/ssr/server';
import { ServerApp } from './app';
import { LOADERS } from './pages/loaders';

/** The page server's way in (docs/server-rendering.md): each page's data, and the same routes the browser hydrates. */
export const entry = createServerEntry({ loaders: LOADERS, app: ({ page }) => <ServerApp url={page.url} /> });
