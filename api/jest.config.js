/** Native ESM under jest (NODE_OPTIONS=--experimental-vm-modules): the source uses import.meta.url. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Source imports name the .js file TypeScript emits; jest loads the .ts. Not `x.json.js`:
    // libphonenumber-js ships its metadata as that ES module, and the bare .json would be imported instead.
    '^(\\.{1,2}/(?!.*\\.json\\.js$).*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        // Keep `with { type: 'json' }` on JSON imports (shared/src/i18n/common.ts), as Node requires.
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
