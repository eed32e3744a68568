import type { SqlParam } from '../db/database';
import { BANNER_BUTTONS, BANNER_DESCRIPTIONS, BANNER_TITLES } from './bannerTexts';
import { BONUS_TITLES, bonusDescription } from './bonusTexts';
import { CONTENT_LOCALES, type ContentLocale, type ContentTranslation } from './contentLocales';
import { CONTENT_TEXTS } from './contentTexts';
import { LABEL_TITLES } from './labelTexts';
import type { SeedTable } from './seedTable';

/** A CMS text the content service localizes: the key it looks the text up by, and its English. */
export interface LocalizableText {
  readonly key: string;
  readonly english: string;
  /** The text in a locale; undefined when the seed has no translation for it. */
  translate(locale: ContentLocale): string | undefined;
}

function rowsOf(tables: readonly SeedTable[], table: string): readonly Readonly<Record<string, SqlParam>>[] {
  return tables.find((seeded) => seeded.table === table)?.rows ?? [];
}

function textOf(row: Readonly<Record<string, SqlParam>>, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`seed row has no text in ${column}`);
  return value;
}

/** A column the row may leave empty (a banner without a sub-line or a call to action). */
function optionalTextOf(row: Readonly<Record<string, SqlParam>>, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : textOf(row, column);
}

function lookup(
  dictionary: Readonly<Record<string, ContentTranslation>>,
  english: string,
): (locale: ContentLocale) => string | undefined {
  return (locale) => dictionary[english]?.[locale];
}

const GAME = '{game}';

/**
 * The game name `text` was written with from `template` (bannerCopy.ts `withGame`): '' for a
 * template that names no game, undefined when `text` is not that template's.
 */
function gameNameIn(template: string, text: string): string | undefined {
  const at = template.indexOf(GAME);
  if (at < 0) return template === text ? '' : undefined;
  const before = template.slice(0, at);
  const after = template.slice(at + GAME.length);
  const fits = text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after);
  return fits ? text.slice(before.length, text.length - after.length) : undefined;
}

/** Each seeded game's titles by locale (game_titles). */
function gameTitles(tables: readonly SeedTable[]): Map<string, Map<string, string>> {
  const titles = new Map<string, Map<string, string>>();
  for (const row of rowsOf(tables, 'game_titles')) {
    const game = textOf(row, 'game_key');
    const byLocale = titles.get(game) ?? new Map<string, string>();
    byLocale.set(textOf(row, 'locale'), textOf(row, 'title'));
    titles.set(game, byLocale);
  }
  return titles;
}

/** The game a banner opens: its first (banner_games), which its copy names. */
function bannerGames(tables: readonly SeedTable[]): Map<string, string> {
  const first = new Map<string, { game: string; position: number }>();
  for (const row of rowsOf(tables, 'banner_games')) {
    const banner = textOf(row, 'banner_id');
    const position = Number(row.position);
    const current = first.get(banner);
    if (current === undefined || position < current.position)
      first.set(banner, { game: textOf(row, 'game_key'), position });
  }
  return new Map([...first].map(([banner, { game }]) => [banner, game]));
}

/**
 * A banner's sub-line in a locale: its template's translation with the banner's game under
 * the title the game's tile shows there (the locale's, then its language's, as the content
 * service picks them), else the name the English copy gives it.
 */
function bannerDescription(
  english: string,
  game: string | undefined,
  titles: ReadonlyMap<string, ReadonlyMap<string, string>>,
): (locale: ContentLocale) => string | undefined {
  const template = Object.keys(BANNER_DESCRIPTIONS).find((candidate) => gameNameIn(candidate, english) !== undefined);
  if (template === undefined) return () => undefined;
  const englishName = gameNameIn(template, english) ?? '';
  return (locale) => {
    const translated = BANNER_DESCRIPTIONS[template]?.[locale];
    const gameTitles = game === undefined ? undefined : titles.get(game);
    const name = gameTitles?.get(locale) ?? gameTitles?.get(locale.split('-')[0] ?? locale) ?? englishName;
    // A function, so a `$` in a game's name is not read as a replacement pattern.
    return translated?.replace(GAME, () => name);
  };
}

/**
 * Every page title, block heading, link title, label title, banner headline, sub-line and
 * call to action, and bonus title and description in the seeded tables, by the key the content
 * service reads it under (content/lobby/buildLobby.ts, content/routes/bonusesRoutes.ts).
 * Blocks with one heading share one slug, so one key.
 */
export function localizableTexts(tables: readonly SeedTable[]): LocalizableText[] {
  const titles = gameTitles(tables);
  const gameOfBanner = bannerGames(tables);
  const texts: LocalizableText[] = [
    ...rowsOf(tables, 'pages').map((row) => {
      const english = textOf(row, 'title');
      return { key: `page.${textOf(row, 'slug')}.title`, english, translate: lookup(CONTENT_TEXTS, english) };
    }),
    ...rowsOf(tables, 'blocks').map((row) => {
      const english = textOf(row, 'heading');
      return { key: `block.${textOf(row, 'slug')}.heading`, english, translate: lookup(CONTENT_TEXTS, english) };
    }),
    ...rowsOf(tables, 'links').map((row) => {
      const english = textOf(row, 'page_title');
      return { key: `link.${textOf(row, 'slug')}.title`, english, translate: lookup(CONTENT_TEXTS, english) };
    }),
    ...rowsOf(tables, 'labels').map((row) => {
      const english = textOf(row, 'title');
      return { key: `label.${textOf(row, 'id')}.title`, english, translate: lookup(LABEL_TITLES, english) };
    }),
    ...rowsOf(tables, 'banners').flatMap((row) => {
      const id = textOf(row, 'id');
      const title = textOf(row, 'title');
      const description = optionalTextOf(row, 'description');
      const buttonText = optionalTextOf(row, 'button_text');
      return [
        { key: `banner.${id}.title`, english: title, translate: lookup(BANNER_TITLES, title) },
        ...(description === null
          ? []
          : [
              {
                key: `banner.${id}.description`,
                english: description,
                translate: bannerDescription(description, gameOfBanner.get(id), titles),
              },
            ]),
        ...(buttonText === null
          ? []
          : [{ key: `banner.${id}.buttonText`, english: buttonText, translate: lookup(BANNER_BUTTONS, buttonText) }]),
      ];
    }),
    ...rowsOf(tables, 'bonuses').flatMap((row) => {
      const id = textOf(row, 'id');
      const title = textOf(row, 'title');
      const description = textOf(row, 'description');
      const translateTitle = lookup(BONUS_TITLES, title);
      return [
        { key: `bonus.${id}.title`, english: title, translate: translateTitle },
        {
          key: `bonus.${id}.description`,
          english: description,
          translate: (locale: ContentLocale) => {
            const localized = translateTitle(locale);
            return localized !== undefined && description === bonusDescription(title, 'en')
              ? bonusDescription(localized, locale)
              : undefined;
          },
        },
      ];
    }),
  ];
  return [...new Map(texts.map((text) => [text.key, text])).values()];
}

/**
 * The 'content' namespace of the translations table for the seeded CMS rows: each text in
 * every locale but English, which the rows themselves hold. A text without a translation is
 * left out (the service falls back to English); the seed's tests require there be none.
 */
export function contentTranslationRows(tables: readonly SeedTable[]): Record<string, SqlParam>[] {
  return localizableTexts(tables).flatMap((text) =>
    CONTENT_LOCALES.flatMap((locale) => {
      const value = text.translate(locale);
      return value === undefined ? [] : [{ namespace: 'content', locale, key: text.key, value }];
    }),
  );
}
