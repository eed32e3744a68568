// One webpack factory for the host and every remote (DESIGN §2, §3). An app's own
// webpack.config.js is a single call: createAppConfig({ appDir: __dirname, kind, remoteId }).
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { require: tsxRequire } = require('tsx/cjs/api');

const ROOT = __dirname;
/** @type {typeof import('./shared/src/federation')} */
const federation = tsxRequire('./shared/src/federation.ts', __filename);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The version of an installed package, or of one of our workspaces. */
function packageVersion(name) {
  return readJson(require.resolve(`${name}/package.json`, { paths: [ROOT] })).version;
}

/**
 * swc options shared by webpack and Jest: TypeScript + TSX with the automatic runtime from
 * Emotion (for the css prop), the Lingui macro plugin and the Emotion plugin.
 */
function swcOptions({ production = false, module = 'es6' } = {}) {
  return {
    sourceMaps: true,
    module: { type: module },
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: {
          runtime: 'automatic',
          importSource: '@emotion/react',
          development: !production,
        },
      },
      experimental: {
        plugins: [
          ['@lingui/swc-plugin', {}],
          [
            '@swc/plugin-emotion',
            // Explicit: the defaults put inline data: source maps into production CSS.
            { sourceMap: !production, autoLabel: production ? 'never' : 'always', labelFormat: '[local]' },
          ],
        ],
      },
    },
  };
}

/** The MF `shared` object built from the one list in shared/, versions from package.json. */
function sharedSingletons() {
  const shared = {};
  for (const { request, versionFrom } of federation.SHARED_SINGLETONS) {
    const version = packageVersion(versionFrom);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  return shared;
}

/** Prints build progress: a live bar on a terminal, a line per quarter in logs. */
function progressPlugin(label) {
  if (process.stdout.isTTY) return new webpack.ProgressPlugin();
  let lastQuarter = -1;
  return new webpack.ProgressPlugin((fraction, message) => {
    const quarter = Math.floor(fraction * 4);
    if (quarter !== lastQuarter) {
      lastQuarter = quarter;
      process.stdout.write(`[build ${label}] ${Math.round(fraction * 100)}% ${message}\n`);
    }
  });
}

/** The ES module build of MF's provider plugin: it shares the host's one copy of runtime-core. */
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [ROOT] })),
  'index.js',
);

/**
 * Each build's release.json (federation.RELEASE_DESCRIPTOR), read by the release store
 * (server/src/releases). No build time: a rebuild of the same sources is the same release.
 */
const { RELEASE_DESCRIPTOR } = federation;

/** Each shared library's package (SharedSingleton.versionFrom) and the version built with. */
function sharedVersions() {
  const versions = {};
  for (const { versionFrom } of federation.SHARED_SINGLETONS) versions[versionFrom] = packageVersion(versionFrom);
  return versions;
}

/** What a remote built now needs of its host: a caret range of each contract and library. */
function releaseRequirements() {
  const caret = (versions) => Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, `^${version}`]));
  return { contracts: caret(federation.HOST_CONTRACTS), shared: caret(sharedVersions()) };
}

/** What the host built now provides: the contracts' versions and the libraries' it shares. */
function hostProvides() {
  return { contracts: { ...federation.HOST_CONTRACTS }, shared: sharedVersions() };
}

function releaseDescriptorPlugin(descriptor) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('LobbyReleaseDescriptor', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'LobbyReleaseDescriptor', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const json = JSON.stringify(descriptor, null, 2);
            compilation.emitAsset(RELEASE_DESCRIPTOR, new webpack.sources.RawSource(json));
          },
        );
      });
    },
  };
}

/**
 * The page's one script tag: it starts the lobby. With asyncStartup, main.js first resolves every
 * shared module it consumes, whose chunks the browser would otherwise only hear about once
 * main.js has run; so this script names them (preloads) and then adds main.js (issue #12).
 *
 * When the server drew the page's first view, it first waits for the browser to have shown it
 * (its first contentful paint), and the server leaves the route's remote files to it too
 * (AFTER_PAINT_ELEMENT_ID): a score of requests in flight holds that paint back on a fast line
 * and takes the lead image's share of a slow one. The chunks still arrive by the time main.js
 * runs: a slow line is busy with main.js and the lead image meanwhile. Without a first view, or
 * on a hidden page (which paints nothing), it starts at once; the timer covers a page whose
 * frames are held back (an off-screen frame).
 */
function bootScript({ main, chunks, firstViewId, afterPaintId, fallbackMs }) {
  return `(function (main, chunks) {
  var started = false;
  /** The server's own after-paint list (the route's remote files), read as data. */
  function afterPaint() {
    var element = document.getElementById(${JSON.stringify(afterPaintId)});
    try {
      var urls = element ? JSON.parse(element.textContent) : [];
      return Array.isArray(urls) ? urls.filter(function (url) { return typeof url === 'string'; }) : [];
    } catch (error) {
      return [];
    }
  }
  function start() {
    if (started) return;
    started = true;
    chunks.concat(afterPaint()).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = main;
    document.body.appendChild(script);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!document.getElementById(${JSON.stringify(firstViewId)}) || document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, ${fallbackMs});
})(${JSON.stringify(main)}, ${JSON.stringify(chunks)});
`;
}

/** The latest the boot script waits for the first view's paint before it starts the lobby. */
const BOOT_FALLBACK_MS = 1000;

/**
 * Swaps main.js's script tag for the boot script's (hashed, immutable) and preloads main.js in
 * the head, the page's first script preload: on a slow line it is the longest download, and the
 * federation runtime it starts could not set up while the libraries still download. webpack adds
 * its scripts without `crossorigin`, so the links carry none.
 */
function startupPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('LobbyStartup', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LobbyStartup', (data) => {
          const { chunkGraph } = compilation;
          const files = new Set();
          const entryFiles = new Set();
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const file of entrypoint.getEntrypointChunk().files) if (file.endsWith('.js')) entryFiles.add(file);
            for (const chunk of entrypoint.chunks) {
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type !== 'consume-shared-module' && module.type !== 'provide-module') continue;
                for (const block of module.blocks) {
                  for (const fallback of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
                    for (const file of fallback.files) if (file.endsWith('.js')) files.add(file);
                  }
                }
              }
            }
          }
          const publicPath = compilation.outputOptions.publicPath;
          const [entryFile] = entryFiles;
          const entrySrc = `${publicPath}${entryFile}`;
          const main = data.bodyTags.find((tag) => tag.tagName === 'script' && tag.attributes.src === entrySrc);
          if (!main || entryFiles.size !== 1) throw new Error('LobbyStartup: expected one entry script, main.js');
          const source = bootScript({
            main: entrySrc,
            chunks: [...files]
              .filter((file) => !entryFiles.has(file))
              .sort()
              .map((file) => `${publicPath}${file}`),
            firstViewId: federation.FIRST_VIEW_ELEMENT_ID,
            afterPaintId: federation.AFTER_PAINT_ELEMENT_ID,
            fallbackMs: BOOT_FALLBACK_MS,
          });
          const file = `boot.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(file, new webpack.sources.RawSource(source), { immutable: true });
          main.attributes.src = `${publicPath}${file}`;
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: entrySrc,
            }),
          );
          return data;
        });
      });
    },
  };
}

/**
 * @param {{ appDir: string, kind: 'host' | 'remote', remoteId?: import('./shared/src/federation').RemoteId }} app
 */
function createAppConfig(app) {
  const { appDir, kind, remoteId } = app;
  const appPackage = readJson(path.join(appDir, 'package.json'));
  const name = kind === 'host' ? federation.HOST_FEDERATION_NAME : federation.federationName(remoteId);
  const label = kind === 'host' ? 'host' : remoteId;

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const provides = hostProvides();
    // Read by the manifest plugin: buildInfo.buildVersion becomes the app's version.
    process.env.MF_BUILD_VERSION = appPackage.version;

    /** @type {import('webpack').Configuration} */
    const config = {
      name: label,
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote is only its container (remoteEntry.js); the host has a page entry.
      entry: kind === 'host' ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        // A hashed entry filename breaks the MF runtime; entries and remoteEntry.js are
        // served no-cache from versioned folders, chunks are hashed and immutable.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // rxjs's ES2015 build: its default (ES5) one carries tslib and down-levelled classes.
        conditionNames: ['es2015', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions({ production }) },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      optimization: { minimize: production, moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __APP_VERSION__: JSON.stringify(appPackage.version),
          __LOBBY_HOST_PROVIDES__: JSON.stringify(provides),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: kind === 'remote' ? { [federation.EXPOSED_MODULE]: './src/App.tsx' } : undefined,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          runtimePlugins:
            kind === 'host' ? [path.join(appDir, 'src/federation/runtimePlugin.ts'), EXTERNAL_RUNTIME_PROVIDER] : [],
          // One federation runtime on the page: the host hands its runtime-core to every remote
          // entry, which then carries only its container (docs/architecture.md). The host adds
          // the provider plugin itself rather than through `provideExternalRuntime`, which names
          // the plugin's CommonJS build and so bundles a second, CommonJS copy of runtime-core.
          experiments: {
            asyncStartup: true,
            ...(kind === 'remote' ? { externalRuntime: true } : {}),
            // Build-time switches of the runtime (issue #12): remotes are registered by their
            // remoteEntry.js, never by manifest, so the snapshot plugin is dead code; the page is
            // a browser, so the Node script loaders are too; and a remote loads no remotes.
            optimization: {
              disableSnapshot: true,
              target: 'web',
              ...(kind === 'remote' ? { disableRemote: true } : {}),
            },
          },
        }),
        progressPlugin(label),
      ],
    };
    config.plugins.push(
      releaseDescriptorPlugin(
        kind === 'host'
          ? { app: 'host', version: appPackage.version, provides }
          : { app: remoteId, version: appPackage.version, requires: releaseRequirements() },
      ),
    );
    if (kind === 'host') {
      config.plugins.push(
        new HtmlWebpackPlugin({
          template: './src/index.html',
          favicon: './src/favicon.svg',
          scriptLoading: 'defer',
          inject: 'body',
        }),
        startupPlugin(),
      );
    }
    return config;
  };
}

module.exports = { RELEASE_DESCRIPTOR, createAppConfig, hostProvides, swcOptions, sharedSingletons, packageVersion };
