import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './lobbyServer';

/** Every workspace with texts: its `src/locales` folder. */
function localeFolders(): string[] {
  const under = (dir: string) =>
    readdirSync(path.join(ROOT_DIR, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(dir, entry.name));
  return ['host', ...under('remotes'), ...under('packages')]
    .map((dir) => path.join(ROOT_DIR, dir, 'src', 'locales'))
    .filter((dir) => {
      try {
        return readdirSync(dir).includes('en');
      } catch {
        return false;
      }
    });
}

/** msgid → msgstr of one .po file (multi-line strings joined). */
function readPo(file: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const block of readFileSync(file, 'utf8').split(/\n\n/)) {
    const lines = block.split('\n');
    const read = (keyword: string): string | null => {
      const start = lines.findIndex((line) => line.startsWith(`${keyword} `));
      if (start < 0) return null;
      let text = JSON.parse(lines[start]?.slice(keyword.length + 1) ?? '""') as string;
      for (let i = start + 1; i < lines.length && lines[i]?.startsWith('"'); i += 1) text += JSON.parse(lines[i] ?? '""') as string;
      return text;
    };
    const id = read('msgid');
    const text = read('msgstr');
    if (id !== null && id !== '' && text !== null) texts.set(id, text);
  }
  return texts;
}

/** Every message of the lobby in `locale`, by id, across all catalogues. */
export function lobbyTexts(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const dir of localeFolders()) for (const [id, text] of readPo(path.join(dir, locale, 'messages.po'))) all.set(id, text);
  return all;
}

/** Placeholders whose value is a number, so "{formattedCount} playing" is not "Start playing". */
const NUMERIC = /count|Count|timeout|days|hours|minutes|step|min|slide|Number|BUS_LOG_SIZE/;
const NUMBER = '[\\d\\s.,\\u00a0\\u202f]+[A-Za-z]{0,2}';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a page in `locale` must not show: every English message whose
 * translation differs from it ("OK" or "Casino" may be the same word), as a pattern of the
 * whole text with each `{placeholder}` standing for a number or any text. Plurals and selects are left
 * out (their words depend on the count); ICU quotes are read as the apostrophes they are.
 */
export function untranslatedPatterns(locale: string): { readonly id: string; readonly english: string; readonly pattern: RegExp }[] {
  const english = lobbyTexts('en');
  const translated = lobbyTexts(locale);
  const patterns: { id: string; english: string; pattern: RegExp }[] = [];
  for (const [id, text] of english) {
    if (translated.get(id) === text || /\{\w+,/.test(text)) continue;
    const literal = escape(text.replace(/''/g, "'"));
    // A count, time or position stands for a number; any other placeholder for any text.
    const source = literal.replace(/\\\{(\w+)\\\}/g, (_match, name: string) => (NUMERIC.test(name) ? NUMBER : '.+'));
    patterns.push({ id, english: text, pattern: new RegExp(`^${source}$`) });
  }
  return patterns;
}
