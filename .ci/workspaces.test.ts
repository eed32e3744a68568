import { RuleTester } from 'eslint';
import path from 'node:path';
import { lobbyPlugin } from './eslintLayers';
import { isTestFile, layerViolation, readWorkspaces, type Role, type Workspace } from './workspaces';

const ROOT_DIR = path.resolve(__dirname, '..');

function workspace(dir: string, role: Role, mayUse: readonly string[] = []): Workspace {
  return {
    dir,
    name: `@lobby/${dir.split('/').pop()}`,
    version: '0.1.0',
    role,
    mayUse,
    dependencies: {},
    devDependencies: {},
  };
}

const host = workspace('host', 'app');
const search = workspace('remotes/search', 'app');
const connected = workspace('packages/connected', 'connected');
const ui = workspace('packages/ui', 'library', ['@lobby/i18n']);
const i18n = workspace('packages/i18n', 'library');
const api = workspace('packages/api', 'library', ['@lobby/storage']);
const domain = workspace('packages/domain', 'domain');
const shared = workspace('shared', 'contracts');
const server = workspace('server', 'server');
const e2e = workspace('e2e', 'tooling');
const testing = workspace('packages/testing', 'test-support');

describe('layerViolation', () => {
  it.each([
    // [from, to, test file, allowed]
    [host, connected, false, true],
    [host, ui, false, true],
    [host, shared, false, true],
    [search, host, false, false],
    [host, search, false, false],
    [connected, ui, false, true],
    [connected, host, false, false],
    [ui, i18n, false, true],
    [ui, api, false, false],
    [i18n, ui, false, false],
    [ui, connected, false, false],
    [api, domain, false, true],
    [domain, shared, false, true],
    [domain, ui, false, false],
    [shared, domain, false, false],
    [server, domain, false, true],
    [server, ui, false, false],
    [e2e, server, true, true],
    [e2e, host, true, false],
    [host, testing, false, false],
    [host, testing, true, true],
    [domain, testing, true, true],
    [testing, shared, false, true],
    [testing, ui, false, false],
  ])('%#: %o → %o (test file: %s) allowed: %s', (from, to, testFile, allowed) => {
    expect(layerViolation(from, to, testFile) === null).toBe(allowed);
  });

  it('names both sides and the rule', () => {
    expect(layerViolation(domain, ui, false)).toBe(
      'packages/domain (role domain) may not import @lobby/ui (role library); role domain may import: contracts',
    );
  });
});

describe('isTestFile', () => {
  it.each([
    [host, 'host/src/layout/Header.test.tsx', true],
    [host, 'host/src/testing/renderWithBus.tsx', true],
    [host, 'host/src/layout/Header.tsx', false],
    [domain, 'packages/domain/src/settings/fields.typetest.ts', true],
    [server, 'server/test/testApp.ts', true],
    [server, 'server/src/app.ts', false],
    [e2e, 'e2e/support/browser.ts', true],
    // The test-support package's own code is its production code.
    [testing, 'packages/testing/src/rawWire.ts', false],
  ])('%#: %s', (ws, file, expected) => {
    expect(isTestFile(ws, file)).toBe(expected);
  });
});

describe('the repository', () => {
  it('gives every workspace a role', () => {
    expect(() => readWorkspaces(ROOT_DIR)).not.toThrow();
  });
});

describe('ESLint rule lobby/layers', () => {
  const tester = new RuleTester({
    plugins: { lobby: lobbyPlugin },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
  });
  const at = (file: string) => path.join(ROOT_DIR, file);
  tester.run('layers', lobbyPlugin.rules!.layers as never, {
    valid: [
      { filename: at('host/src/x.ts'), code: "import { Button } from '@lobby/ui';" },
      { filename: at('host/src/x.test.ts'), code: "import { rawGame } from '@lobby/testing';" },
      { filename: at('packages/ui/src/x.ts'), code: "import { i18n } from '@lobby/i18n'; import { A } from './a';" },
      { filename: at('e2e/support/x.ts'), code: "import { buildServer } from '../../server/src/app';" },
      { filename: at('webpack.config.base.js'), code: "import x from './host/src/index';" },
    ],
    invalid: [
      { filename: at('remotes/search/src/x.ts'), code: "import App from '../../catalogue/src/App';", errors: 1 },
      { filename: at('remotes/search/src/x.ts'), code: "import App from '@lobby/remote-catalogue';", errors: 1 },
      { filename: at('host/src/x.ts'), code: "import { rawGame } from '@lobby/testing';", errors: 1 },
      { filename: at('packages/ui/src/x.ts'), code: "const api = require('@lobby/api');", errors: 1 },
      { filename: at('packages/domain/src/x.ts'), code: "import React from 'react';", errors: 1 },
      { filename: at('packages/domain/src/x.ts'), code: "export { x } from '../../ui/src/x';", errors: 1 },
      { filename: at('packages/ui/src/x.ts'), code: "import { Button } from '@lobby/ui';", errors: 1 },
      { filename: at('host/src/x.ts'), code: "import x from '@lobby/nothing';", errors: 1 },
    ],
  });
});
