// Test-only: catalogues as a production build sees them, keyed by ids, with chunks the test
// resolves or fails when it wants to.
import type { Messages } from '@lingui/core';
import type { Catalogue, LazyLocale } from '../catalogue';

export interface FixtureCatalogue extends Catalogue {
  /** Every locale a chunk was requested for, in order. */
  readonly requested: LazyLocale[];
  /** Lets the pending chunk of `locale` arrive. */
  resolve(locale: LazyLocale): void;
  /** Fails the pending chunk of `locale`, as a chunk removed by a deploy would. */
  reject(locale: LazyLocale): void;
}

interface Pending {
  readonly resolve: (module: { readonly messages: Messages }) => void;
  readonly reject: (error: Error) => void;
}

/**
 * `english` and `translations` map ids to plain texts. Chunks stay pending until the test
 * resolves them, unless `instant` is set.
 */
export function fixtureCatalogue(
  name: string,
  english: Readonly<Record<string, string>>,
  translations: Partial<Record<LazyLocale, Readonly<Record<string, string>>>> = {},
  options: { readonly instant?: boolean } = {},
): FixtureCatalogue {
  const requested: LazyLocale[] = [];
  const pending = new Map<LazyLocale, Pending>();
  const settle = (locale: LazyLocale): Pending => {
    const chunk = pending.get(locale);
    if (chunk === undefined) throw new Error(`No ${name} chunk for ${locale} was requested`);
    pending.delete(locale);
    return chunk;
  };
  return {
    name,
    english: compiled(english),
    requested,
    load(locale) {
      requested.push(locale);
      if (options.instant === true) return Promise.resolve({ messages: compiled(translations[locale] ?? {}) });
      return new Promise((resolve, reject) => pending.set(locale, { resolve, reject }));
    },
    resolve(locale) {
      settle(locale).resolve({ messages: compiled(translations[locale] ?? {}) });
    },
    reject(locale) {
      settle(locale).reject(new Error(`ChunkLoadError: Loading chunk i18n-${locale} failed.`));
    },
  };
}

/** Compiled catalogues hold token arrays; a plain text is one token. */
function compiled(texts: Readonly<Record<string, string>>): Messages {
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, [text]]));
}
