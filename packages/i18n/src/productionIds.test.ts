/**
 * @jest-environment node
 */
// With NODE_ENV=production the Lingui swc plugin strips the English source text and keeps
// only ids, so a player reads English only if the ids the build writes are the ids the
// CLI writes into the catalogues (catalogues.test.ts checks those are current). This
// compiles real macros the way a production build does and looks them up.
import type { MessageDescriptor } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { transformSync } from '@swc/core';
import { createEnglishI18n } from './createEnglishI18n';

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
  it('are the catalogue ids and resolve to English through a compiled catalogue', () => {
    const compiled = compileForProduction(SOURCE);
    expect(compiled.next).not.toHaveProperty('message');
    expect(compiled.next.id).toBe(generateMessageId('Next'));
    expect(compiled.favourite('x').id).toBe(generateMessageId('Favourite {title}'));
    const english = {
      [generateMessageId('Next')]: compileMessage('Next'),
      [generateMessageId('Favourite {title}')]: compileMessage('Favourite {title}'),
    };
    const i18n = createEnglishI18n({
      catalogues: [{ name: 'fixture', english, load: () => Promise.reject(new Error('English only')) }],
    });
    expect(i18n._(compiled.next)).toBe('Next');
    expect(i18n._(compiled.favourite('Starburst'))).toBe('Favourite Starburst');
  }, 60_000);
});
