import { remoteLifecycles } from '@site/shared/spa';
import { App } from './app';

// The launcher floats over every page: a broken widget hides itself (React still logs
// the error) instead of putting an error screen at the foot of each page.
export const { bootstrap, mount, unmount } = remoteLifecycles(App, { errorBoundary: () => <></> });
