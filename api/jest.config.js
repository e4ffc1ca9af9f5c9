/** Native ESM under jest (NODE_OPTIONS=--experimental-vm-modules): the source uses import.meta.url. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
