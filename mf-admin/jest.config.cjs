module.exports = require('@site/shared/webpack/jest-preset')(__dirname);
