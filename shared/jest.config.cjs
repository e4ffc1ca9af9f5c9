/** Shared jest setup for the browser packages: swc transform, jsdom, css as class names. */
module.exports = require('./build/jest-preset.cjs')(__dirname);
