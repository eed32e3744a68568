/** The host package's version, written into the build by webpack.config.base.js's DefinePlugin. */
declare const __APP_VERSION__: string;
