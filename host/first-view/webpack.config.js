// The server's renderer of a catalogue page's first view (host/src/firstView/renderFirstView.tsx),
// in any of the lobby's locales: the host's layout and the catalogue remote's page with every
// workspace's catalogues, built into one CommonJS bundle for Node,
// with the Module Federation runtime replaced by a static import of what the catalogue exposes
// (as `npm run build:monolith` does). Built as part of the catalogue's release (server/src/build/
// apps.ts writes it to the catalogue's dist/server/ with --output-path), so one deploy of the
// catalogue changes both the page and the picture the server draws of it (issue #30). Never
// served: the server requires it (server/src/static/firstView.ts).
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { require: tsxRequire } = require('tsx/cjs/api');
const { hostProvides, swcOptions } = require('../../webpack.config.base');
const { exposedModules, writeStaticRuntime } = require('../../webpack.config.monolith');

/** @type {typeof import('../../shared/src/federation')} */
const federation = tsxRequire('../../shared/src/federation.ts', __filename);

const HOST_DIR = path.join(__dirname, '..');

module.exports = (_env, argv = {}) => {
  const catalogue = exposedModules(argv).filter((module) =>
    module.id.startsWith(`${federation.federationName('catalogue')}/`),
  );
  const runtime = writeStaticRuntime(catalogue, 'firstViewFederationRuntime.js');
  return {
    name: 'first-view',
    mode: 'production',
    context: HOST_DIR,
    target: 'node20',
    entry: { firstView: './src/firstView/renderFirstView.tsx' },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['es2015', '...'],
      alias: { '@module-federation/enhanced/runtime$': runtime },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions({ production: true }) },
        },
      ],
    },
    // Read by the server, not downloaded: no minifying, one file.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __APP_VERSION__: JSON.stringify(require('../package.json').version),
        __LOBBY_HOST_PROVIDES__: JSON.stringify(hostProvides()),
      }),
      // Stylesheets (keen-slider's) are the browser's: the first view's layout is Emotion's.
      new webpack.IgnorePlugin({ resourceRegExp: /\.css$/ }),
      // Every catalogue's locale chunks (i18n-*) folded in too: a view in any locale loads its
      // texts from this one file, which the server reads afresh for each build.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
};
