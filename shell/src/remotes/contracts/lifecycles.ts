import type { LifeCycles } from 'single-spa';

/**
 * What the hosts rely on from each remote, checked against the types each remote publishes with
 * its build (`dist/@mf-types`, read through tsconfig `paths`): a remote whose exposed module
 * changes in a way its hosts cannot take fails their `npm run typecheck`, not a page at run time.
 *
 * './spa' of every remote is single-spa lifecycles, which the shell registers (register-apps.ts).
 */
export type SpaModule<T extends Pick<LifeCycles, 'bootstrap' | 'mount' | 'unmount'>> = T;
