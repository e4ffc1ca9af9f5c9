/** Shared jest setup for the browser packages: swc transform, jsdom, css as class names. */
const config = require('./build/jest-preset.cjs')(__dirname);

// The build helpers' own tests sit beside them.
module.exports = { ...config, testMatch: [...(config.testMatch ?? []), '<rootDir>/build/*.test.ts'] };
