import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@lobby/shared';
import type { Catalogue } from './catalogue';
import { catalogueKey } from './catalogueKey';

/** Told when a catalogue chunk cannot be loaded; that catalogue's English is used instead. */
export type CatalogueErrorHandler = (error: unknown, locale: Locale, catalogue: string) => void;

/**
 * A load carries the fields React's `use()` reads before anything else: one marked
 * fulfilled renders at once instead of suspending for a tick.
 */
type CatalogueLoad = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

interface RegisteredCatalogue {
  /** The first copy registered: its chunks are the ones fetched. */
  readonly catalogue: Catalogue;
  readonly loads: Map<Locale, CatalogueLoad>;
}

interface CatalogueRegistry {
  /**
   * Every catalogue registered so far, by contents (catalogueKey): a locale switch loads all of
   * them before it activates. Each app bundles its own copy of a library such as @lobby/ui, so
   * copies with the same texts are one catalogue, loaded once; a copy with other texts (a remote
   * built against a newer library) is loaded too, and brings its new texts.
   */
  readonly catalogues: Map<string, RegisteredCatalogue>;
  /** The key of every catalogue object seen, so that its contents are read once. */
  readonly keys: WeakMap<Catalogue, string>;
  /** Translation-service texts per locale, laid over every catalogue loaded after them. */
  readonly overrides: Map<Locale, Messages>;
  readonly onError: CatalogueErrorHandler;
}

// The registry belongs to the i18n instance, not to this module: the package is an MF
// singleton that keeps no state of its own, and a global symbol still finds the registry
// if a remote ever runs a second copy of the package against the host's instance.
const REGISTRY: unique symbol = Symbol.for('@lobby/i18n catalogue registry');
type WithRegistry = I18n & { [REGISTRY]?: CatalogueRegistry };

const warn: CatalogueErrorHandler = (error, locale, catalogue) => {
  console.warn(`The ${catalogue} texts for ${locale} could not be loaded; English is shown`, error);
};

/** Gives `i18n` its registry; the first call decides the error handler. */
export function registryOf(i18n: I18n, onError: CatalogueErrorHandler = warn): CatalogueRegistry {
  const holder = i18n as WithRegistry;
  holder[REGISTRY] ??= { catalogues: new Map(), keys: new WeakMap(), overrides: new Map(), onError };
  return holder[REGISTRY];
}

/** Records catalogues whose English the instance was created with. */
export function registerLoaded(i18n: I18n, catalogues: readonly Catalogue[], locale: Locale): void {
  const registry = registryOf(i18n);
  for (const catalogue of catalogues) {
    loadsOf(registry, catalogue).set(locale, fulfilled(Promise.resolve()));
  }
}

export function registeredCatalogues(i18n: I18n): readonly Catalogue[] {
  return [...registryOf(i18n).catalogues.values()].map(({ catalogue }) => catalogue);
}

/**
 * Registers `catalogue` and loads it into `i18n` for `locale`, once per pair: later calls,
 * with this object or another copy of the same texts, get the same promise. It never rejects: a chunk that fails is reported and the
 * catalogue's English stands in, so the player reads English rather than message ids.
 * The load happens in a later microtask even for English, so never during a render.
 */
export function loadCatalogue(i18n: I18n, catalogue: Catalogue, locale: Locale): Promise<void> {
  const registry = registryOf(i18n);
  const loads = loadsOf(registry, catalogue);
  const existing = loads.get(locale);
  if (existing !== undefined) return existing;
  const load: CatalogueLoad = messagesOf(catalogue, locale)
    .catch((error: unknown) => {
      registry.onError(error, locale, catalogue.name);
      return catalogue.english;
    })
    .then((messages) => {
      // Service texts are laid over again: they win over any built-in text, whatever came first.
      i18n.load(locale, { ...messages, ...registry.overrides.get(locale) });
      fulfilled(load);
    });
  loads.set(locale, load);
  return load;
}

/** Keeps translation-service texts for `locale` and loads them over the built-ins. */
export function loadOverrides(i18n: I18n, locale: Locale, messages: Messages): void {
  const registry = registryOf(i18n);
  registry.overrides.set(locale, { ...registry.overrides.get(locale), ...messages });
  i18n.load(locale, { ...messages });
}

function fulfilled(load: CatalogueLoad): CatalogueLoad {
  load.status = 'fulfilled';
  load.value = undefined;
  return load;
}

function loadsOf(registry: CatalogueRegistry, catalogue: Catalogue): Map<Locale, CatalogueLoad> {
  let key = registry.keys.get(catalogue);
  if (key === undefined) {
    key = catalogueKey(catalogue);
    registry.keys.set(catalogue, key);
  }
  let registered = registry.catalogues.get(key);
  if (registered === undefined) {
    registered = { catalogue, loads: new Map() };
    registry.catalogues.set(key, registered);
  }
  return registered.loads;
}

async function messagesOf(catalogue: Catalogue, locale: Locale): Promise<Messages> {
  if (locale === 'en') return catalogue.english;
  const { messages } = await catalogue.load(locale);
  // English underneath: an id added after a translator's last pass still reads in English.
  return { ...catalogue.english, ...messages };
}
