/**
 * The workspaces and the layer rule between them, read from the package.json files: each
 * workspace declares `"lobby": { "role": … }` (and a library its `mayUse` list), and this is the
 * one place that says what a role may import. The ESLint layer rule and the dependency check
 * both read it, so a new package needs only its role.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const ROLES = [
  'contracts',
  'domain',
  'library',
  'connected',
  'app',
  'server',
  'tooling',
  'test-support',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * Apps (host, remotes) → connected → libraries → domain → contracts; the server uses domain
 * and contracts only; tooling (e2e, bench) may drive anything but an app, which it reaches
 * over HTTP. Test support is added for test files below, never for production code.
 */
const MAY_IMPORT: { readonly [R in Role]: readonly Role[] } = {
  contracts: [],
  domain: ['contracts'],
  library: ['domain', 'contracts'],
  connected: ['library', 'domain', 'contracts'],
  app: ['connected', 'library', 'domain', 'contracts'],
  server: ['domain', 'contracts'],
  tooling: ['server', 'connected', 'library', 'domain', 'contracts', 'test-support'],
  'test-support': ['domain', 'contracts'],
};

export interface Workspace {
  /** Path from the repository root, with forward slashes: 'packages/ui'. */
  readonly dir: string;
  readonly name: string;
  readonly version: string;
  readonly role: Role;
  /** Libraries this library may use (DESIGN §2: ui → i18n, api → storage, shell-bridge → bus). */
  readonly mayUse: readonly string[];
  readonly dependencies: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
}

export interface PackageJson {
  readonly name?: string;
  readonly version?: string;
  readonly workspaces?: readonly string[];
  readonly lobby?: { readonly role?: string; readonly mayUse?: readonly string[] };
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

export function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Expands the root's `workspaces` entries: a plain folder, or `folder/*`. */
function workspaceDirs(rootDir: string, patterns: readonly string[]): string[] {
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(rootDir, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(rootDir, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** Every workspace of the repository; throws, naming the file, when a role is missing or unknown. */
export function readWorkspaces(rootDir: string): Workspace[] {
  const root = readPackageJson(path.join(rootDir, 'package.json'));
  return workspaceDirs(rootDir, root.workspaces ?? []).map((dir) => {
    const file = `${dir}/package.json`;
    const pkg = readPackageJson(path.join(rootDir, file));
    const role = pkg.lobby?.role;
    if (!isRole(role)) {
      throw new Error(
        `${file}: "lobby": { "role": … } must be one of ${ROLES.join(', ')} (found ${JSON.stringify(role)})`,
      );
    }
    const mayUse = pkg.lobby?.mayUse ?? [];
    if (mayUse.length > 0 && role !== 'library') throw new Error(`${file}: only a library has "mayUse"`);
    return {
      dir,
      name: pkg.name ?? dir,
      version: pkg.version ?? '',
      role,
      mayUse,
      dependencies: pkg.dependencies ?? {},
      devDependencies: pkg.devDependencies ?? {},
    };
  });
}

/** The workspace a repository-relative path lies in, or undefined for the root's own files. */
export function workspaceOf(workspaces: readonly Workspace[], relPath: string): Workspace | undefined {
  const normal = relPath.split(path.sep).join('/');
  return workspaces.find((workspace) => normal === workspace.dir || normal.startsWith(`${workspace.dir}/`));
}

const TEST_FILE = /\.(test|typetest)\.[cm]?[jt]sx?$/;
/** Folders that hold test helpers only. */
const TEST_FOLDERS = new Set(['testing', 'testSupport', 'test']);
const CONFIG_FILE = /\.config\.[cm]?[jt]s$/;

/**
 * Test code: `*.test.ts(x)` (and type tests), anything in a `testing/` (or `testSupport/`,
 * `test/`) folder, and all of a tooling workspace (e2e, bench). It may use @lobby/testing, and
 * what it imports is a devDependency.
 */
export function isTestFile(workspace: Workspace | undefined, relPath: string): boolean {
  if (workspace?.role === 'tooling') return true;
  const normal = relPath.split(path.sep).join('/');
  const inner = workspace === undefined ? normal : normal.slice(workspace.dir.length + 1);
  return (
    TEST_FILE.test(inner) ||
    inner
      .split('/')
      .slice(0, -1)
      .some((part) => TEST_FOLDERS.has(part))
  );
}

/** Build and tool configuration (webpack.config.js, lingui.config.ts): its imports are devDependencies. */
export function isConfigFile(relPath: string): boolean {
  return CONFIG_FILE.test(relPath);
}

/** A package name from an import specifier: '@scope/name/sub' → '@scope/name', 'name/sub' → 'name'. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const BUILTINS = new Set(builtinModules);

/** A Node built-in: 'node:fs', or a bare 'fs'. */
export function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || BUILTINS.has(packageNameOf(specifier));
}

/** JavaScript or TypeScript, declarations left out. */
export function isSourceFile(name: string): boolean {
  return /\.(?:[cm]?[jt]s|tsx)$/.test(name) && !name.endsWith('.d.ts');
}

/** Build output, caches and installed packages: never our source. */
export const SKIP_DIRS: ReadonlySet<string> = new Set([
  'node_modules',
  'dist',
  '.swc',
  '.tsbuild',
  'coverage',
  '.data',
  '.scratch',
]);

/** The source files under `dir`, as repository-relative paths. */
export function listSourceFiles(rootDir: string, dir: string): string[] {
  return readdirSync(path.join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : listSourceFiles(rootDir, rel);
    return entry.isFile() && isSourceFile(entry.name) ? [rel] : [];
  });
}

/**
 * Why `from` may not import `to`, or null when it may. `testFile` says whether the importing
 * file is test code (which alone may use test support).
 */
export function layerViolation(from: Workspace, to: Workspace, testFile: boolean): string | null {
  if (from === to) return null;
  if (to.role === 'test-support' && !testFile) {
    return `${to.name} is test support: only tests (*.test.ts(x), testing/ folders, e2e, bench) may import it`;
  }
  const allowed = [...MAY_IMPORT[from.role], ...(testFile ? (['test-support'] as const) : [])];
  if (from.role === 'library' && to.role === 'library') {
    return from.mayUse.includes(to.name)
      ? null
      : `${from.dir} (role library) may use the library ${to.name} only if its package.json lists it in "lobby.mayUse"`;
  }
  if (allowed.includes(to.role)) return null;
  const may = MAY_IMPORT[from.role].length > 0 ? MAY_IMPORT[from.role].join(', ') : 'nothing of ours';
  return `${from.dir} (role ${from.role}) may not import ${to.name} (role ${to.role}); role ${from.role} may import: ${may}`;
}

/** Roles whose production code is pure: no third-party package, no Node built-in (DESIGN §2). */
export const PURE_ROLES: readonly Role[] = ['domain'];
