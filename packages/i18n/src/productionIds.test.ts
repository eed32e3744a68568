/**
 * @jest-environment node
 */
// With NODE_ENV=production the Lingui swc plugin strips the English source text and keeps
// only ids, so the lobby shows English only if the compiled English catalogue resolves
// those ids. This compiles real macros the way a production build does and looks the ids up.
import type { MessageDescriptor } from '@lingui/core';
import { transformSync } from '@swc/core';
import { createEnglishI18n } from './createLobbyI18n';

const SOURCE = `
import { msg } from '@lingui/core/macro';
export const next = msg\`Next\`;
export const favourite = (title: string) => msg\`Favourite \${title}\`;
`;

interface CompiledModule {
  readonly next: MessageDescriptor;
  readonly favourite: (title: string) => MessageDescriptor;
}

function compileForProduction(source: string): CompiledModule {
  const { code } = transformSync(source, {
    filename: 'production.ts',
    envName: 'production',
    sourceMaps: false,
    module: { type: 'commonjs' },
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2022',
      experimental: { plugins: [['@lingui/swc-plugin', {}]] },
    },
  });
  const exports: Record<string, unknown> = {};
  // The module is our own source above, compiled by swc; it imports nothing at run time.
  new Function('exports', code)(exports);
  return exports as unknown as CompiledModule;
}

describe('production ids', () => {
  it('resolve to the English text through the compiled English catalogue', () => {
    const compiled = compileForProduction(SOURCE);
    expect(compiled.next).not.toHaveProperty('message');
    expect(compiled.next.id).toMatch(/^[\w+/]{6}$/);
    const i18n = createEnglishI18n();
    expect(i18n._(compiled.next)).toBe('Next');
    expect(i18n._(compiled.favourite('Starburst'))).toBe('Favourite Starburst');
  }, 60_000);
});
