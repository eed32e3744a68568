'use strict';

const { createAppConfig } = require('../../webpack.config.base');

module.exports = createAppConfig({ appDir: __dirname, kind: 'remote', remoteId: 'preview' });
