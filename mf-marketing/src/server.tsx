import { createServerEntry } from '@site/shared/ssr/server';
import { App } from './app';
import { homeSections } from './features/home/components/home-page';
import { HomeSections } from './features/home/components/home-sections';
import { LOADERS } from './pages/loaders';

// Parts the browser loads after the first load are at hand here, so pages render them in place.
homeSections.provide(HomeSections);

/** The page server's way in (docs/server-rendering.md): each page's data, and the same tree the browser hydrates. */
export const entry = createServerEntry({ loaders: LOADERS, app: App });
