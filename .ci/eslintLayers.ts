/**
 * ESLint rule `lobby/layers`: every import (by package name or by a relative path that leaves
 * the workspace) must go down the layers that ./workspaces.ts derives from the package.json
 * roles. Loaded by eslint.config.mjs through tsx.
 */
import type { ESLint, Rule } from 'eslint';
import path from 'node:path';
import {
  PURE_ROLES,
  isBuiltin,
  isTestFile,
  layerViolation,
  packageNameOf,
  readWorkspaces,
  workspaceOf,
  type Workspace,
} from './workspaces';

const ROOT_DIR = path.resolve(__dirname, '..');
/** The workspace an import lands in: by @lobby name, or by where a relative path points. */
function targetOf(
  workspaces: readonly Workspace[],
  file: string,
  specifier: string,
): Workspace | undefined | 'unknown' {
  if (specifier.startsWith('.')) {
    const target = path.relative(ROOT_DIR, path.resolve(path.dirname(file), specifier));
    return workspaceOf(workspaces, target);
  }
  if (!specifier.startsWith('@lobby/')) return undefined;
  return workspaces.find((workspace) => workspace.name === packageNameOf(specifier)) ?? 'unknown';
}

let workspacesRead: Workspace[] | undefined;
/** Read once per lint run: every file asks. */
function workspaces(): Workspace[] {
  workspacesRead ??= readWorkspaces(ROOT_DIR);
  return workspacesRead;
}

const layers: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers declared by the package.json roles (docs/architecture.md).' },
    schema: [],
  },
  create(context) {
    const all = workspaces();
    const relFile = path.relative(ROOT_DIR, context.filename);
    const from = workspaceOf(all, relFile);
    // The root's own files (webpack factory, Jest config, .ci/) are the toolchain: no layer.
    if (from === undefined) return {};
    const testFile = isTestFile(from, relFile);

    const check = (node: Rule.Node, specifier: unknown): void => {
      if (typeof specifier !== 'string') return;
      const to = targetOf(all, context.filename, specifier);
      if (to === 'unknown') {
        context.report({ node, message: `'${specifier}': no workspace is named ${packageNameOf(specifier)}.` });
        return;
      }
      if (to === from && !specifier.startsWith('.')) {
        context.report({
          node,
          message: `'${specifier}' is this package itself: import the module by its relative path.`,
        });
        return;
      }
      if (to !== undefined) {
        const why = layerViolation(from, to, testFile);
        if (why !== null) context.report({ node, message: `'${specifier}': ${why}.` });
        return;
      }
      if (!specifier.startsWith('.') && PURE_ROLES.includes(from.role) && !testFile) {
        const what = isBuiltin(specifier) ? 'Node built-ins' : 'third-party packages';
        context.report({
          node,
          message: `'${specifier}': ${from.dir} (role ${from.role}) is pure: no ${what}, no I/O.`,
        });
      }
    };

    const sourceOf = (node: { source?: unknown }): unknown =>
      (node.source as { value?: unknown } | null | undefined)?.value;
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, sourceOf(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, sourceOf(node)),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            (callee.object.name === 'require' || callee.object.name === 'jest') &&
            callee.property.type === 'Identifier' &&
            ['resolve', 'mock', 'requireActual'].includes(callee.property.name));
        const first = node.arguments[0];
        if (isRequire && first?.type === 'Literal') check(node, first.value);
      },
    };
  },
};

export const lobbyPlugin: ESLint.Plugin = { rules: { layers } };
