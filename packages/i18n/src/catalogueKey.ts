import type { Catalogue } from './catalogue';

/**
 * What a catalogue is known by: its name and its English, ids in order. Two copies of one
 * library's catalogue (each app bundles its own @lobby/ui) have the same key when they hold the
 * same texts, and another key when one copy has texts the other lacks. Translations are not part
 * of it: they load lazily, so the first copy's chunks stand for every copy with its English.
 */
export function catalogueKey(catalogue: Pick<Catalogue, 'name' | 'english'>): string {
  const { english } = catalogue;
  const texts = Object.keys(english)
    .sort()
    .map((id) => [id, english[id]]);
  return JSON.stringify([catalogue.name, texts]);
}
