import { remoteLifecycles } from '@site/shared/spa';
import { App } from './app';

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
