/**
 * The public API of every package is what another workspace imports (STYLE: export nothing
 * speculative). A name a package's index exports that no other workspace imports is either a
 * rule written ahead of its consumer or one whose consumer has gone: it is deleted from the
 * index (and from the code, if nothing inside the package uses it either). When a workspace
 * needs it again, that workspace adds the export back with its first import.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isSourceFile, listSourceFiles, readWorkspaces, type Role, type Workspace } from './workspaces';

export const ROOT_DIR = path.resolve(__dirname, '..');

/** Roles whose index is a public API for other workspaces; apps and tools export nothing. */
const PACKAGE_ROLES: readonly Role[] = ['contracts', 'domain', 'library', 'connected', 'test-support'];

export interface PackageImports {
  /** Names imported or re-exported from the package, as the package exports them. */
  readonly names: ReadonlySet<string>;
  /** Places whose names cannot be read (namespace imports, require, dynamic import, `export *`). */
  readonly opaque: readonly string[];
}

export interface PublicApiReport {
  readonly packageName: string;
  /** Files of other workspaces that were read. */
  readonly filesRead: number;
  readonly exported: readonly string[];
  readonly unused: readonly string[];
  readonly opaque: readonly string[];
}

export function publicPackages(rootDir: string = ROOT_DIR): Workspace[] {
  return readWorkspaces(rootDir).filter((workspace) => PACKAGE_ROLES.includes(workspace.role));
}

function leftmostName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : leftmostName(name.left);
}

/**
 * A call that hands its caller the whole module, so which names are used cannot be read.
 * `jest.mock(name, factory)` replaces the module with the factory's names: it uses none of
 * the package's own (without a factory it automocks every one, which is opaque).
 */
function readsWholeModule(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return false;
  const call = `${callee.expression.text}.${callee.name.text}`;
  if (call === 'jest.mock') return node.arguments.length < 2;
  return call === 'jest.requireActual' || call === 'require.resolve';
}

/** What `files` (repository-relative) import of `packageName`. */
export function readImports(rootDir: string, files: readonly string[], packageName: string): PackageImports {
  const names = new Set<string>();
  const opaque: string[] = [];
  const isPackage = (node: ts.Node | undefined): boolean =>
    node !== undefined && ts.isStringLiteralLike(node) && node.text === packageName;
  for (const file of files) {
    const text = readFileSync(path.join(rootDir, file), 'utf8');
    if (!text.includes(packageName)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && isPackage(node.moduleSpecifier)) {
        const clause = node.importClause;
        if (clause?.name) names.add('default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) opaque.push(where(node));
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
        }
      } else if (ts.isExportDeclaration(node) && isPackage(node.moduleSpecifier)) {
        const clause = node.exportClause;
        if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) names.add((element.propertyName ?? element.name).text);
        } else {
          opaque.push(where(node));
        }
      } else if (ts.isImportTypeNode(node)) {
        const argument = node.argument;
        if (ts.isLiteralTypeNode(argument) && isPackage(argument.literal)) {
          if (node.qualifier) names.add(leftmostName(node.qualifier));
          else opaque.push(where(node));
        }
      } else if (ts.isCallExpression(node) && isPackage(node.arguments[0]) && readsWholeModule(node)) {
        // require('@lobby/x'), import('@lobby/x'), jest.requireActual('@lobby/x')
        opaque.push(where(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { names, opaque };
}

/** The names a package's src/index.ts exports (values and types); `export *` is refused by lint. */
export function indexExports(rootDir: string, workspace: Workspace): string[] {
  const file = path.join(rootDir, workspace.dir, 'src', 'index.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.map((element) => element.name.text);
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const exported = modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
    if (!exported) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    }
    const named = statement as ts.Statement & { readonly name?: ts.Node };
    return named.name !== undefined && ts.isIdentifier(named.name) ? [named.name.text] : [];
  });
}

/** Every package's exports checked against what the other workspaces import. */
export function checkPublicApis(rootDir: string = ROOT_DIR): PublicApiReport[] {
  const workspaces = readWorkspaces(rootDir);
  const filesOf = new Map(workspaces.map((workspace) => [workspace.dir, listSourceFiles(rootDir, workspace.dir)]));
  // The repository's own tooling (.ci) and the root's build configuration read packages too.
  const toolFiles = [
    ...listSourceFiles(rootDir, '.ci'),
    ...readdirSync(rootDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && isSourceFile(entry.name))
      .map((entry) => entry.name),
  ];
  return publicPackages(rootDir).map((workspace) => {
    const others = [
      ...workspaces.filter((other) => other.dir !== workspace.dir).flatMap((other) => filesOf.get(other.dir) ?? []),
      ...toolFiles,
    ];
    const imports = readImports(rootDir, others, workspace.name);
    const exported = indexExports(rootDir, workspace);
    return {
      packageName: workspace.name,
      filesRead: others.length,
      exported,
      unused: exported.filter((name) => !imports.names.has(name)),
      opaque: imports.opaque,
    };
  });
}
