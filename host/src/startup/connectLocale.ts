import type { LobbyApi } from '@lobby/api';
import { TRANSLATIONS_WAIT_MS } from '@lobby/domain';
import { loadCatalogues, mergeRemoteMessages, type I18n } from '@lobby/i18n';
import type { FirstTexts, LobbyBus, Locale } from '@lobby/shared';
import { browserSchedule, type ScheduleTimer } from './scheduleTimer';

export interface LocaleDeps {
  readonly i18n: I18n;
  /** The root html element: its `lang` follows the locale. */
  readonly root: Pick<HTMLElement, 'lang'>;
  /** Its clients are built by start-up's first load: the service is asked once they are. */
  readonly api: Pick<LobbyApi, 'getTranslations' | 'initialized'>;
  readonly logger: Pick<Console, 'warn'>;
  /** How long the translation service may take before the built-in texts show (tests shorten it). */
  readonly translationsWaitMs?: number;
  readonly schedule?: ScheduleTimer;
  /** The service's texts the page carries for its own locale (pageConfig's firstTexts): no request for that one. */
  readonly pageTexts?: FirstTexts | null;
}

export interface LocaleSwitch {
  /** Settles once `locale` is active with its texts (now or after a switch already under way). */
  ready(locale: Locale): Promise<void>;
  dispose(): void;
}

/**
 * The locale follows the settings, whoever changed them (start-up's query or initialData,
 * the shell's `locale` message): `<html lang>` at once, then the locale's catalogues and the
 * translation service's texts for it (SPEC §7: manifest timestamp, then messages, merged
 * over the built-ins by id), and only when both are in is it activated, so nothing renders
 * half in one language. A service that fails or answers later than `translationsWaitMs`
 * leaves the built-in texts (SPEC §8), logged; a late answer is not laid over afterwards, so
 * texts never change under the player. The service is asked once per locale and page, and
 * not at all for the locale whose texts the server wrote into the page.
 */
export function connectLocale(bus: LobbyBus, deps: LocaleDeps): LocaleSwitch {
  const { i18n, root, api, logger } = deps;
  const waitMs = deps.translationsWaitMs ?? TRANSLATIONS_WAIT_MS;
  const schedule = deps.schedule ?? browserSchedule;
  const overrides = new Map<Locale, Promise<void>>();
  const switches = new Map<Locale, Promise<void>>();
  let latest: Locale | null = null;

  const serviceTexts = (locale: Locale): Promise<void> => {
    let pending = overrides.get(locale);
    if (pending === undefined && deps.pageTexts?.locale === locale) {
      pending = mergeRemoteMessages(i18n, locale, deps.pageTexts.messages).then(() => undefined);
      overrides.set(locale, pending);
    }
    if (pending === undefined) {
      pending = new Promise<unknown>((resolve) => {
        const cancel = schedule(() => {
          logger.warn(
            `The translation service took longer than ${waitMs} ms for ${locale}; the built-in texts are shown`,
          );
          resolve(null);
        }, waitMs);
        // getTranslations logs its own failure and gives null (SPEC §8).
        api
          .initialized()
          .then(() => api.getTranslations(locale))
          .then(
            (messages) => {
              cancel();
              resolve(messages);
            },
            (error: unknown) => {
              cancel();
              logger.warn(`The translations for ${locale} could not be loaded; the built-in texts are shown`, error);
              resolve(null);
            },
          );
      }).then((messages) => mergeRemoteMessages(i18n, locale, messages).then(() => undefined));
      overrides.set(locale, pending);
    }
    return pending;
  };

  const switchTo = (locale: Locale): Promise<void> => {
    latest = locale;
    root.lang = locale;
    const done = Promise.all([serviceTexts(locale), loadCatalogues(i18n, locale)]).then(() => {
      // A newer switch wins: an older one that finishes later must not take the locale back.
      if (latest === locale) i18n.activate(locale);
    });
    switches.set(locale, done);
    return done;
  };

  const subscription = bus.on$('settings:changed').subscribe(({ locale }) => {
    if (locale !== latest) void switchTo(locale);
  });

  return {
    ready: (locale) => switches.get(locale) ?? switchTo(locale),
    dispose: () => subscription.unsubscribe(),
  };
}
