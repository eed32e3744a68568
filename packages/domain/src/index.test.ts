import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as domain from './index';

/**
 * The public API is what another workspace imports (STYLE: export nothing speculative).
 * A rule that only domain uses stays in its module with its tests, unexported. When this
 * fails, delete the listed names from index.ts; when a workspace needs one again, it adds
 * the export back with its first import.
 */

const DOMAIN_PACKAGE = '@lobby/domain';
const REPO_ROOT = path.resolve(__dirname, '../../..');
const DOMAIN_ROOT = path.resolve(__dirname, '..');
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage']);

interface DomainImports {
  /** Names imported or re-exported from the package, as the package exports them. */
  readonly names: ReadonlySet<string>;
  /** Places whose names cannot be read (namespace imports, require, dynamic import). */
  readonly opaque: readonly string[];
}

/** The workspace folders of the root package.json, 'packages/*' expanded. */
function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(REPO_ROOT, pattern)];
    const parent = path.join(REPO_ROOT, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name));
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    }
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

function isDomainSpecifier(node: ts.Node | undefined): boolean {
  return node !== undefined && ts.isStringLiteralLike(node) && node.text === DOMAIN_PACKAGE;
}

function leftmostName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : leftmostName(name.left);
}

function readDomainImports(files: readonly string[]): DomainImports {
  const names = new Set<string>();
  const opaque: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(DOMAIN_PACKAGE)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const where = (node: ts.Node) =>
      `${path.relative(REPO_ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && isDomainSpecifier(node.moduleSpecifier)) {
        const clause = node.importClause;
        if (clause?.name) names.add('default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) opaque.push(where(node));
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
        }
      } else if (ts.isExportDeclaration(node) && isDomainSpecifier(node.moduleSpecifier)) {
        const clause = node.exportClause;
        if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) names.add((element.propertyName ?? element.name).text);
        } else {
          opaque.push(where(node));
        }
      } else if (ts.isImportTypeNode(node)) {
        const argument = node.argument;
        if (ts.isLiteralTypeNode(argument) && isDomainSpecifier(argument.literal)) {
          if (node.qualifier) names.add(leftmostName(node.qualifier));
          else opaque.push(where(node));
        }
      } else if (ts.isCallExpression(node) && node.arguments.some((argument) => isDomainSpecifier(argument))) {
        // require('@lobby/domain'), import('@lobby/domain'), jest.mock('@lobby/domain', …)
        opaque.push(where(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { names, opaque };
}

function indexExports(): string[] {
  const file = path.join(__dirname, 'index.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe('public API', () => {
  const files = workspaceFolders()
    .filter((folder) => path.resolve(folder) !== DOMAIN_ROOT)
    .flatMap(sourceFiles);
  const imports = readDomainImports(files);

  test('the scan reads the other workspaces', () => {
    expect(files.some((file) => file.includes(`${path.sep}host${path.sep}`))).toBe(true);
    expect(files.some((file) => file.startsWith(DOMAIN_ROOT))).toBe(false);
    expect(imports.names.size).toBeGreaterThan(0);
  });

  test('other workspaces import domain by name, so that what they use can be read', () => {
    expect(imports.opaque).toEqual([]);
  });

  test('index.ts exports only names another workspace imports (delete the ones listed)', () => {
    const unused = indexExports().filter((name) => !imports.names.has(name));
    expect(unused).toEqual([]);
  });

  test('no export is undefined', () => {
    const missing = Object.entries(domain)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
