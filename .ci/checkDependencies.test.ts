import {
  moduleSpecifiersOf,
  rootProblems,
  versionProblems,
  workspaceProblems,
  type PackageImport,
} from './checkDependencies';
import type { PackageJson, Workspace } from './workspaces';

function app(dependencies: Record<string, string> = {}, devDependencies: Record<string, string> = {}): Workspace {
  return {
    dir: 'remotes/search',
    name: '@lobby/remote-search',
    version: '0.1.0',
    role: 'app',
    mayUse: [],
    dependencies,
    devDependencies,
  };
}

const prod = (packageName: string, file = 'remotes/search/src/App.tsx'): PackageImport => ({
  file,
  packageName,
  dev: false,
});
const dev = (packageName: string, file = 'remotes/search/src/App.test.tsx'): PackageImport => ({
  file,
  packageName,
  dev: true,
});

describe('moduleSpecifiersOf', () => {
  it.each([
    ['a.ts', "import { a } from 'rxjs';\nimport type { B } from '@lobby/shared';", ['rxjs', '@lobby/shared']],
    ['a.ts', "export { a } from './a';\nexport type { T } from 'react-router-dom';", ['./a', 'react-router-dom']],
    ['a.ts', "const m = await import('@lingui/core');", ['@lingui/core']],
    ['a.ts', "require.resolve('@electric-sql/pglite'); jest.mock('axios');", ['@electric-sql/pglite', 'axios']],
    ['a.ts', "type R = typeof import('react');", ['react']],
    ['a.js', "const { x } = require('tsx/cjs/api');", ['tsx/cjs/api']],
    ['a.tsx', 'export const A = () => <p>hi</p>;', ['@emotion/react']],
    ['a.tsx', 'export const n = 1;', []],
    ['a.ts', "const text = 'react'; // import from 'axios'", []],
  ])('%s: %s', (file, code, expected) => {
    expect(moduleSpecifiersOf(file, code)).toEqual(expected);
  });
});

describe('workspaceProblems', () => {
  it.each<[string, Workspace, PackageImport[], string[]]>([
    [
      'declared as used',
      app({ react: '19.3.1' }, { '@lobby/testing': '0.1.0' }),
      [prod('react'), dev('@lobby/testing'), dev('react')],
      [],
    ],
    [
      'a production import undeclared',
      app(),
      [prod('react')],
      [
        'remotes/search/src/App.tsx: imports \'react\', which remotes/search/package.json does not declare (declare it in "dependencies")',
      ],
    ],
    [
      'a production import declared for tests only',
      app({}, { react: '19.3.1' }),
      [prod('react')],
      [
        'remotes/search/src/App.tsx: imports \'react\', which remotes/search/package.json declares only in "devDependencies" (declare it in "dependencies")',
      ],
    ],
    [
      'a test import undeclared',
      app(),
      [dev('@testing-library/react')],
      [
        'remotes/search/src/App.test.tsx: imports \'@testing-library/react\', which remotes/search/package.json does not declare (declare it in "devDependencies")',
      ],
    ],
    [
      'declared, never imported',
      app({ axios: '1.21.1' }),
      [],
      [
        'remotes/search/package.json: declares \'axios\' in "dependencies", but nothing in remotes/search imports it (remove it)',
      ],
    ],
    [
      'a dependency only tests use',
      app({ rxjs: '7.8.2' }),
      [dev('rxjs')],
      [
        'remotes/search/package.json: declares \'rxjs\' in "dependencies", but only tests or configuration import it (move it to "devDependencies")',
      ],
    ],
    [
      'types of a used package',
      app({}, { '@types/pg': '8.23.1' }),
      [dev('pg')],
      [
        'remotes/search/src/App.test.tsx: imports \'pg\', which remotes/search/package.json does not declare (declare it in "devDependencies")',
      ],
    ],
    ['its own name', app(), [prod('@lobby/remote-search')], []],
  ])('%s', (_name, workspace, imports, expected) => {
    expect(workspaceProblems(workspace, imports)).toEqual(expected);
  });
});

describe('rootProblems', () => {
  it('keeps the root to the toolchain', () => {
    const imports = [
      { file: '.ci/x.ts', packageName: 'typescript', dev: true },
      { file: '.ci/x.ts', packageName: 'rxjs', dev: true },
      { file: '.ci/x.ts', packageName: '@lobby/shared', dev: true },
    ];
    expect(
      rootProblems(
        { dependencies: { react: '19.3.1' }, devDependencies: { typescript: '5.9.3' } },
        imports,
        new Set(['@lobby/shared']),
      ),
    ).toEqual([
      'package.json: declares \'react\' in "dependencies": the root holds the toolchain only; declare a library in the workspace that imports it',
      '.ci/x.ts: imports \'rxjs\', which package.json does not declare (declare it in "devDependencies")',
    ]);
  });
});

describe('versionProblems', () => {
  it('wants one exact version of a package everywhere, ours at their own version', () => {
    const manifests: { file: string; pkg: PackageJson }[] = [
      { file: 'package.json', pkg: { devDependencies: { typescript: '5.9.3', jest: '^30.5.2' } } },
      { file: 'host/package.json', pkg: { dependencies: { react: '19.3.1', '@lobby/ui': '0.2.0' } } },
      { file: 'packages/ui/package.json', pkg: { dependencies: { react: '19.3.0' } } },
    ];
    expect(versionProblems(manifests, [{ ...app(), dir: 'packages/ui', name: '@lobby/ui' }])).toEqual([
      'package.json: \'jest\' is "^30.5.2": pin an exact version',
      "host/package.json: '@lobby/ui' is 0.2.0, but packages/ui/package.json has 0.1.0: one version everywhere",
      "packages/ui/package.json: 'react' is 19.3.0, but host/package.json has 19.3.1: one version everywhere",
    ]);
  });
});
