// Jest runs globalSetup outside its module system, where the repository's other tsx hook
// (webpack.config.base.js) breaks resolution of .ts imports; tsx's scoped require loads the
// TypeScript implementation the same way webpack.config.base.js loads shared/.
'use strict';

const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = async function globalSetup() {
  await tsxRequire('./setupTemplates.ts', __filename).setupTemplates();
};
