/**
 * `npm run lint`, second half: each workspace's package.json declares exactly what its code
 * imports. Production code's packages (ours and third-party) are `dependencies`; what only
 * tests and build configuration import is `devDependencies`; nothing is declared that nothing
 * imports; one package has one exact version everywhere. The root package.json is the
 * toolchain: devDependencies only (its CLIs are run, not imported, so unused is not checked there).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  SKIP_DIRS,
  isBuiltin,
  isConfigFile,
  isSourceFile,
  isTestFile,
  listSourceFiles,
  packageNameOf,
  readPackageJson,
  readWorkspaces,
  type PackageJson,
  type Workspace,
} from './workspaces';

/** tsconfig's jsxImportSource: every file with JSX imports its runtime. */
const JSX_RUNTIME = '@emotion/react';
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** One import of a package by a file: the file is repository-relative. */
export interface PackageImport {
  readonly file: string;
  readonly packageName: string;
  /** Test code or build configuration: a devDependency suffices. */
  readonly dev: boolean;
}

function literalArgument(node: ts.CallExpression): string | undefined {
  const first = node.arguments[0];
  return first !== undefined && ts.isStringLiteralLike(first) ? first.text : undefined;
}

/** `require`, `require.resolve`, `jest.mock` and `jest.requireActual` name a module too. */
function isModuleCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    ((callee.expression.text === 'require' && callee.name.text === 'resolve') ||
      (callee.expression.text === 'jest' && ['mock', 'requireActual'].includes(callee.name.text)))
  );
}

/** Every module specifier a source file names, plus the JSX runtime when it has JSX. */
export function moduleSpecifiersOf(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && isModuleCall(node)) {
      const specifier = literalArgument(node);
      if (specifier !== undefined) found.push(specifier);
    } else if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      found.push(JSX_RUNTIME);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isPackage(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !isBuiltin(specifier);
}

/** The packages the files under `dir` import, each with whether the importing file is dev-only. */
export function packageImportsIn(rootDir: string, dir: string, workspace: Workspace | undefined): PackageImport[] {
  return listSourceFiles(rootDir, dir).flatMap((file) => {
    const dev = isTestFile(workspace, file) || isConfigFile(file);
    return moduleSpecifiersOf(file, readFileSync(path.join(rootDir, file), 'utf8'))
      .filter(isPackage)
      .map((specifier) => ({ file, packageName: packageNameOf(specifier), dev }));
  });
}

type Section = 'dependencies' | 'devDependencies';

/** What is wrong with one workspace's declarations, given what its files import. */
export function workspaceProblems(workspace: Workspace, imports: readonly PackageImport[]): string[] {
  const manifest = `${workspace.dir}/package.json`;
  const problems: string[] = [];
  const byPackage = new Map<string, { prod?: PackageImport; dev?: PackageImport }>();
  for (const entry of imports) {
    if (entry.packageName === workspace.name) continue;
    const seen = byPackage.get(entry.packageName) ?? {};
    if (entry.dev) seen.dev ??= entry;
    else seen.prod ??= entry;
    byPackage.set(entry.packageName, seen);
  }
  const declared = (name: string): Section | undefined =>
    name in workspace.dependencies ? 'dependencies' : name in workspace.devDependencies ? 'devDependencies' : undefined;

  for (const [name, { prod, dev }] of byPackage) {
    const section = declared(name);
    if (prod !== undefined && section !== 'dependencies') {
      problems.push(
        `${prod.file}: imports '${name}', which ${manifest} ${section === undefined ? 'does not declare' : 'declares only in "devDependencies"'} (declare it in "dependencies")`,
      );
    } else if (dev !== undefined && section === undefined) {
      problems.push(
        `${dev.file}: imports '${name}', which ${manifest} does not declare (declare it in "devDependencies")`,
      );
    }
  }
  const used = (name: string) =>
    byPackage.has(name) || (name.startsWith('@types/') && byPackage.has(name.slice('@types/'.length)));
  for (const section of ['dependencies', 'devDependencies'] as const) {
    for (const name of Object.keys(workspace[section])) {
      if (name in workspace.dependencies && section === 'devDependencies') {
        problems.push(`${manifest}: declares '${name}' in both "dependencies" and "devDependencies"`);
      } else if (!used(name)) {
        problems.push(
          `${manifest}: declares '${name}' in "${section}", but nothing in ${workspace.dir} imports it (remove it)`,
        );
      } else if (section === 'dependencies' && byPackage.get(name)?.prod === undefined && !name.startsWith('@types/')) {
        problems.push(
          `${manifest}: declares '${name}' in "dependencies", but only tests or configuration import it (move it to "devDependencies")`,
        );
      }
    }
  }
  return problems;
}

/** The root is the toolchain: no runtime dependencies, and its own files' imports declared. */
export function rootProblems(
  root: PackageJson,
  imports: readonly PackageImport[],
  workspaceNames: ReadonlySet<string>,
): string[] {
  const problems = Object.keys(root.dependencies ?? {}).map(
    (name) =>
      `package.json: declares '${name}' in "dependencies": the root holds the toolchain only; declare a library in the workspace that imports it`,
  );
  const reported = new Set<string>();
  for (const { file, packageName } of imports) {
    if (workspaceNames.has(packageName) || packageName in (root.devDependencies ?? {}) || reported.has(packageName))
      continue;
    reported.add(packageName);
    problems.push(
      `${file}: imports '${packageName}', which package.json does not declare (declare it in "devDependencies")`,
    );
  }
  return problems;
}

/** One exact version per package across every package.json; ours at the workspace's own version. */
export function versionProblems(
  manifests: readonly { file: string; pkg: PackageJson }[],
  workspaces: readonly Workspace[],
): string[] {
  const problems: string[] = [];
  const versions = new Map<string, { version: string; file: string }>();
  for (const workspace of workspaces)
    versions.set(workspace.name, { version: workspace.version, file: `${workspace.dir}/package.json` });
  for (const { file, pkg } of manifests) {
    for (const [name, version] of [
      ...Object.entries(pkg.dependencies ?? {}),
      ...Object.entries(pkg.devDependencies ?? {}),
    ]) {
      if (!EXACT_VERSION.test(version)) {
        problems.push(`${file}: '${name}' is "${version}": pin an exact version`);
        continue;
      }
      const first = versions.get(name);
      if (first === undefined) versions.set(name, { version, file });
      else if (first.version !== version)
        problems.push(
          `${file}: '${name}' is ${version}, but ${first.file} has ${first.version}: one version everywhere`,
        );
    }
  }
  return problems;
}

/** The root's own files: the top-level configs and folders such as .ci/, outside every workspace. */
function rootImports(rootDir: string, workspaces: readonly Workspace[]): PackageImport[] {
  const tops = new Set(workspaces.map((workspace) => workspace.dir.split('/')[0]));
  const files = readdirSync(rootDir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return isSourceFile(entry.name) ? [entry.name] : [];
    const skip = !entry.isDirectory() || tops.has(entry.name) || SKIP_DIRS.has(entry.name) || entry.name === '.git';
    return skip ? [] : listSourceFiles(rootDir, entry.name);
  });
  return files.flatMap((file) =>
    moduleSpecifiersOf(file, readFileSync(path.join(rootDir, file), 'utf8'))
      .filter(isPackage)
      .map((specifier) => ({ file, packageName: packageNameOf(specifier), dev: true })),
  );
}

export function checkDependencies(rootDir: string): string[] {
  const workspaces = readWorkspaces(rootDir);
  const root = readPackageJson(path.join(rootDir, 'package.json'));
  const problems = workspaces.flatMap((workspace) =>
    workspaceProblems(workspace, packageImportsIn(rootDir, workspace.dir, workspace)),
  );
  problems.push(
    ...rootProblems(root, rootImports(rootDir, workspaces), new Set(workspaces.map((workspace) => workspace.name))),
  );
  const manifests = [
    { file: 'package.json', pkg: root },
    ...workspaces.map((workspace) => ({
      file: `${workspace.dir}/package.json`,
      pkg: readPackageJson(path.join(rootDir, workspace.dir, 'package.json')),
    })),
  ];
  problems.push(...versionProblems(manifests, workspaces));
  return problems;
}

if (require.main === module) {
  const problems = checkDependencies(path.resolve(__dirname, '..'));
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  process.stdout.write(
    problems.length === 0
      ? 'dependencies: every package.json declares what its workspace imports\n'
      : `dependencies: ${problems.length} problem(s)\n`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
