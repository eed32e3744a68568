// One Jest project per workspace (DESIGN §2). Browser tests live in e2e/ and run with
// node's test runner after Jest (see package.json "test").
'use strict';

const path = require('node:path');
const { swcOptions } = require('./webpack.config.base');

/** Workspaces whose tests need a DOM. */
const JSDOM = new Set(['host', 'packages/ui', 'packages/connected', 'packages/i18n', 'packages/storage', 'packages/shell-bridge']);

const WORKSPACES = [
  'shared',
  'packages/bus',
  'packages/shell-bridge',
  'packages/domain',
  'packages/api',
  'packages/storage',
  'packages/i18n',
  'packages/ui',
  'packages/connected',
  'packages/contexts',
  'packages/testing',
  'host',
  'remotes/catalogue',
  'remotes/search',
  'remotes/game-player',
  'remotes/bonuses',
  'remotes/favourites-recent',
  'remotes/preview',
  'server',
  'bench',
];

function project(dir) {
  const jsdom = JSDOM.has(dir) || dir.startsWith('remotes/');
  return {
    displayName: dir,
    rootDir: path.join(__dirname, dir),
    testEnvironment: jsdom ? 'jsdom' : 'node',
    setupFiles: jsdom ? [path.join(__dirname, 'packages/testing/src/setupJsdom.ts')] : [],
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.[cm]?[jt]sx?$': ['@swc/jest', swcOptions({ module: 'commonjs' })] },
    // Packages that ship ESM only (Jest's module system cannot require ESM on Node 20).
    transformIgnorePatterns: ['/node_modules/(?!(@lingui|keen-slider|content-disposition|cookie)/)'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'packages/testing/src/styleStub.js') },
    // The server suite seeds one template database per run (PGlite and a throwaway PostgreSQL).
    ...(dir === 'server'
      ? {
          globalSetup: path.join(__dirname, 'server/test/globalSetup.js'),
          globalTeardown: path.join(__dirname, 'server/test/globalTeardown.js'),
        }
      : {}),
  };
}

module.exports = {
  // .ci/ is the toolchain's own code (layer rule, dependency check, bus table), not a workspace.
  projects: [...WORKSPACES, '.ci'].map(project),
  testTimeout: 20000,
};
