// See globalSetup.js for why this is a JavaScript shim.
'use strict';

const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = async function globalTeardown() {
  await tsxRequire('./teardownTemplates.ts', __filename).teardownTemplates();
};
