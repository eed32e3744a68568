/**
 * @jest-environment node
 */
// Every message is translated into every locale of SPEC §9: no locale lacks a message or
// has an empty one (the compile step would silently show English), every translation keeps
// the English placeholders and uses plural categories its language has. Ids are explicit
// and meaningful (`search.placeholder`), the same ones the translation service overrides,
// and each has one owner: a text several apps show lives in @lobby/ui (COMMON_MESSAGES).
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { FALLBACK_LOCALE } from '@lobby/domain';
import { LOCALES, MAX_MESSAGE_ID_LENGTH, MESSAGE_ID_PATTERN } from '@lobby/shared';

const CONFIG = path.resolve(__dirname, '../lingui.config.ts');
const ROOT = path.resolve(__dirname, '../../..');

interface Shape {
  readonly args: readonly string[];
  readonly pluralCategories: readonly string[];
}

/** The placeholders of an ICU message and the plural categories it names (exact `=n` aside). */
export function shapeOf(message: string): Shape {
  const args = new Set<string>();
  const categories = new Set<string>();
  // A compiled message is text or a list of tokens: text, or [name, format?, cases?].
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue;
      // `#` in a plural branch is the count itself, not a placeholder of its own.
      if (token[0] !== '#') args.add(token[0]);
      const cases: unknown = token[2];
      if (typeof cases !== 'object' || cases === null) continue;
      for (const [key, branch] of Object.entries(cases)) {
        // Exact matches (`=0`, compiled as `0`) are allowed in every language.
        if (token[1] === 'plural' && !/^=?\d+$/.test(key) && key !== 'offset') categories.add(key);
        walk(branch);
      }
    }
  };
  walk(compileMessage(message));
  return { args: [...args].sort(), pluralCategories: [...categories].sort() };
}

async function catalogues() {
  const catalogs = await getCatalogs(getConfig({ configPath: CONFIG }));
  return Promise.all(
    catalogs.map(async (catalog) => {
      const where = path.relative(ROOT, path.dirname(path.dirname(catalog.path)));
      const english = (await catalog.read(FALLBACK_LOCALE)) ?? {};
      return { where, catalog, english };
    }),
  );
}

describe('translations', () => {
  it('use explicit dotted ids, each owned by one catalogue', async () => {
    const owners = new Map<string, string>();
    for (const { where, english } of await catalogues()) {
      for (const id of Object.keys(english)) {
        expect({ where, id, explicit: MESSAGE_ID_PATTERN.test(id) && id.length <= MAX_MESSAGE_ID_LENGTH }).toEqual({ where, id, explicit: true });
        expect({ id, alsoIn: owners.get(id) }).toEqual({ id, alsoIn: undefined });
        owners.set(id, where);
      }
    }
    expect(owners.size).toBeGreaterThan(150);
  }, 60_000);

  it('cover every message in every locale, with the English placeholders and the locale’s plural categories', async () => {
    const problems: string[] = [];
    for (const { where, catalog, english } of await catalogues()) {
      for (const locale of LOCALES.filter((each) => each !== FALLBACK_LOCALE)) {
        const translated = (await catalog.read(locale)) ?? {};
        const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
        for (const id of Object.keys(translated)) {
          if (!(id in english)) problems.push(`${where} ${locale} ${id}: not an English message`);
        }
        for (const [id, { translation: source }] of Object.entries(english)) {
          const text = translated[id]?.translation ?? '';
          if (text.trim() === '') {
            problems.push(`${where} ${locale} ${id}: missing`);
            continue;
          }
          const want = shapeOf(source ?? id);
          const got = shapeOf(text);
          if (got.args.join() !== want.args.join()) {
            problems.push(`${where} ${locale} ${id}: placeholders {${got.args.join()}}, English has {${want.args.join()}}`);
          }
          if (want.pluralCategories.length > 0 && !got.pluralCategories.includes('other')) {
            problems.push(`${where} ${locale} ${id}: a plural without "other"`);
          }
          for (const category of got.pluralCategories) {
            if (!categories.has(category as Intl.LDMLPluralRule)) {
              problems.push(`${where} ${locale} ${id}: plural category "${category}" is not one of ${locale}'s`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('shapeOf', () => {
  it.each([
    ['Search games', [], []],
    ['Favourite {title}', ['title'], []],
    ['{count, plural, one {# game} other {# games}}', ['count'], ['one', 'other']],
    ['{count, plural, =0 {# jogos} one {# jogo} other {# jogos}}', ['count'], ['one', 'other']],
    ['{a} of {b}', ['a', 'b'], []],
  ])('%s', (message, args, pluralCategories) => {
    expect(shapeOf(message)).toEqual({ args, pluralCategories });
  });
});
