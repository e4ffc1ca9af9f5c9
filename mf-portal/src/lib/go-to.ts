import { navigate } from '@site/shared/api';

/**
 * Navigation that may leave this remote (another layout or app): single-spa reroutes
 * every app (and this remote's router follows through popstate); standalone, a full load.
 * The shared helper is used rather than importing single-spa here, which would load a
 * second single-spa next to the shell's.
 */
export function goTo(path: string): void {
  navigate(path);
}
