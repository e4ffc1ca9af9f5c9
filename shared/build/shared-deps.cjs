/**
 * The Module Federation singletons (DESIGN 2). One list, used by every app's webpack
 * config, so the host and all remotes agree and React loads exactly once per page.
 * Versions come from the root lockfile-resolved package.json of each dependency.
 */
const path = require('node:path');

const SINGLETONS = [
  'react', 'react/', 'react-dom', 'react-dom/', 'react-router',
  'i18next', 'react-i18next', 'swr', 'react-hot-toast',
];

function installedVersion(name) {
  const pkgName = name.replace(/\/$/, '');
  return require(require.resolve(`${pkgName}/package.json`, { paths: [path.join(__dirname, '..')] })).version;
}

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  const ownVersion = require('../package.json').version;
  // Subpath key: every `@site/shared/<module>` import is one shared singleton module.
  shared['@site/shared/'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  return shared;
}

module.exports = { SINGLETONS, sharedConfig };
