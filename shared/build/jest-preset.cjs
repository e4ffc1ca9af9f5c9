/** One jest config for every browser package (shared, shell, remotes). */
const path = require('node:path');

/** @param {string} dir the package folder @returns {import('jest').Config} */
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.[jt]sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  // Interaction tests click and type through jsdom; on a two-core machine that also runs the API
  // suite, one of them can take longer than jest's default 5 s without anything being wrong.
  testTimeout: 20_000,
});
