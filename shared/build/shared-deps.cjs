/**
 * The Module Federation singletons. One list, used by every app's webpack
 * config, so the host and all remotes agree and React loads exactly once per page.
 * Versions come from the root lockfile-resolved package.json of each dependency.
 *
 * Who declares what: the shell provides every singleton (and @site/shared with its peer
 * dependencies: i18next, react-hook-form, zod, libphonenumber-js, single-spa), so its
 * package.json lists them. A remote lists only the packages its own source imports (react,
 * react-dom, react-router...): a singleton it never imports is the shell's copy at run time, and
 * its build finds the one installed version through @site/shared. Build and test tools are
 * declared once, in the root package.json.
 */
const path = require('node:path');

// react-router is not shared: each remote has its own router, and a shared module is loaded
// whole (61 KB gzip), where a remote's own copy keeps only what it uses (about 13 KB).
// zod: the groups page, the forms and the chat each parse with it; one copy per page, whichever
// app loads it first.
const SINGLETONS = [
  'react', 'react/', 'react-dom', 'react-dom/',
  'i18next', 'react-hot-toast', 'swr', 'zod',
];

// Singletons the host provides but does not put in its first script (eager): nothing before
// hydration uses them, so they load, still once per page, with the first code that does.
const LATE_IN_HOST = new Set(['react-hot-toast', 'zod']);

/** @param {string} name @returns {string} */
function installedVersion(name) {
  const pkgName = name.replace(/\/$/, '');
  /** @type {{ version: string }} */
  const pkg = require(require.resolve(`${pkgName}/package.json`, { paths: [path.join(__dirname, '..')] }));
  return pkg.version;
}

/** @param {{ eager?: boolean }} [o]  eager: in the app's first chunk (the host's), not loaded on demand */
function sharedConfig({ eager = false } = {}) {
  /** @type {Record<string, { singleton: boolean, requiredVersion: string, version: string, eager: boolean, strictVersion?: boolean }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, eager: eager && !LATE_IN_HOST.has(name) };
  }
  const ownVersion = require('../package.json').version;
  // Subpath key: every `@site/shared/<module>` import is one shared singleton module. A remote
  // (not eager) refuses a shell whose `shared` is outside its range: it fails to load, and the
  // shell shows that area's error screen, instead of running against exports it does not know.
  shared['@site/shared/'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion, eager, strictVersion: !eager };
  return shared;
}

module.exports = { SINGLETONS, sharedConfig };
