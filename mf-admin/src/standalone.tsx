import { startStandalone } from '@site/shared/spa/standalone';
import { App } from './app';

/** The console alone, for this team's dev server (the shell normally does all of this). */
void startStandalone(App);
