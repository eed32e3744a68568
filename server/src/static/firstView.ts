import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import {
  DEFAULT_SETTINGS,
  FALLBACK_LOCALE,
  isSupportedLocale,
  nextWindowChange,
  pathBelowPlatform,
  pathPlatform,
  rememberAtMost,
} from '@lobby/domain';
import {
  PLATFORMS,
  type LobbySettings,
  type Locale,
  type Platform,
  type FirstViewInput,
  type RawLobbyResponse,
  type RenderFirstView,
} from '@lobby/shared';
import type { FirstLobbyText } from './leadImagePreload';
import type { ServiceTexts } from './serviceTexts';

/** One layout's first view: the lobby's markup for it. */
export interface PlatformView {
  readonly platform: Platform;
  readonly markup: string;
}

/**
 * New first views drawn per second at most (each page about 10–20 ms of the event loop, both
 * layouts): past it a page goes out without one, so a client asking for page after new page
 * cannot keep the server drawing.
 */
const DRAWS_PER_SECOND = 10;

/** First views kept: each page, query and layout of the lobby revisions in use. */
const CACHED_VIEWS = 64;

/** A renderer and the build it came from (cached views belong to it). */
export interface FirstViewRenderer {
  readonly build: string;
  readonly render: RenderFirstView;
  /** The locales it draws views in (the bundle's `firstViewLocales`; English alone for a bundle without). */
  readonly locales: readonly Locale[];
}

/** What reads the first-view renderer in a bundle (the current catalogue release's), or none. */
export type FirstViewRendererSource = (
  bundle: string | null,
) => Promise<FirstViewRenderer | null> | FirstViewRenderer | null;

/**
 * Reads renderers from bundles: the one in the current catalogue release (FIRST_VIEW_BUNDLE),
 * read again whenever another release becomes current or the file changes; null while there is
 * none, and a deployment without it serves its pages without a first view. A page request
 * costs one asynchronous stat of the file.
 */
export function firstViewRenderers(onError: (error: unknown) => void = () => undefined): FirstViewRendererSource {
  let current: { readonly build: string; readonly renderer: Promise<FirstViewRenderer | null> } | null = null;
  return async (bundle) => {
    if (bundle === null) return null;
    let build: string;
    try {
      const file = await stat(bundle);
      build = `${bundle}:${file.size}:${file.mtimeMs}:${file.ino}`;
    } catch {
      return null;
    }
    // One read per build, shared by the requests that ask meanwhile.
    if (current?.build !== build) current = { build, renderer: readRenderer(bundle, build, onError) };
    return current.renderer;
  };
}

async function readRenderer(
  bundle: string,
  build: string,
  onError: (error: unknown) => void,
): Promise<FirstViewRenderer | null> {
  try {
    const { renderFirstView, firstViewLocales } = evaluateBundle(bundle, await readFile(bundle, 'utf8')) as {
      renderFirstView?: unknown;
      firstViewLocales?: unknown;
    };
    if (typeof renderFirstView !== 'function') return null;
    // A renderer from before views were drawn in the page's locale draws English only.
    const locales = Array.isArray(firstViewLocales) ? firstViewLocales.filter(isSupportedLocale) : [FALLBACK_LOCALE];
    return { build, render: renderFirstView as RenderFirstView, locales };
  } catch (error) {
    // Half written (a build in progress) or broken: no views until the file changes again.
    onError(error);
    return null;
  }
}

/**
 * The CommonJS `bundle` (its text `code`) run as Node runs a module, but each time afresh (a
 * rebuilt bundle replaces the one read before, which `require`'s cache would keep): its exports.
 */
function evaluateBundle(bundle: string, code: string): unknown {
  const module = { exports: {} };
  const run = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: bundle,
  }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  run(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
  return module.exports;
}

export interface FirstViewsOptions {
  readonly renderer: FirstViewRendererSource;
  readonly mode: FirstViewInput['mode'];
  /** Told of a view that could not be drawn (the page is then served without it). */
  readonly onError: (error: unknown) => void;
  readonly now?: () => number;
}

/**
 * The settings a first view is drawn with: the page URL's, without the player's session,
 * tokens and balances. It is a guest's view, its balance still to come, so they change
 * nothing in it; without them every player's URL shares one view.
 */
function viewSettings(settings: LobbySettings): LobbySettings {
  const { userBalance, casinoCoin, exchangeRate, miniGameCoin, miniGameId } = DEFAULT_SETTINGS;
  return {
    ...settings,
    userId: null,
    sessionId: null,
    geoComplyToken: null,
    previewToken: null,
    userBalance,
    casinoCoin,
    exchangeRate,
    miniGameCoin,
    miniGameId,
  };
}

/** A page to draw first views of. */
export interface FirstViewPage {
  /** The lobby reply the page carries. */
  readonly first: FirstLobbyText;
  readonly pathname: string;
  /** The settings its URL gives (bootPage.ts standalonePageSettings). */
  readonly settings: LobbySettings;
  /** The deployed registry the page carries. */
  readonly registry: unknown;
  /** The renderer's bundle: the current catalogue release's. */
  readonly bundle: string | null;
  /** The translation service's texts for the settings' locale (serviceTexts.ts), or null when unread. */
  readonly translations: ServiceTexts | null;
}

/**
 * The first views of a page for the lobby reply it carries: one per layout, or the one a
 * platform prefix fixes, in the settings' locale with the translation service's texts for it,
 * which the live lobby merges too. Drawn once per renderer build, reply (its ETag), path,
 * settings (viewSettings), registry and translations' timestamp, until a block's or link's date
 * window next opens or closes; none in a locale the renderer does not draw (the live lobby would
 * then swap every text), when drawing fails, or past DRAWS_PER_SECOND new views.
 */
export function createFirstViews(options: FirstViewsOptions) {
  const { renderer, mode, onError, now = Date.now } = options;
  const cache = new Map<string, { readonly views: Promise<PlatformView[]>; readonly until: number | null }>();
  let second = -Infinity;
  let drawsThisSecond = 0;

  async function draw(
    render: RenderFirstView,
    reply: RawLobbyResponse,
    settings: LobbySettings,
    pathname: string,
    registry: unknown,
    translations: ServiceTexts | null,
  ): Promise<PlatformView[]> {
    const fixed = pathPlatform(pathname);
    const path = pathBelowPlatform(pathname);
    try {
      return await Promise.all(
        (fixed === null ? PLATFORMS : [fixed]).map(async (platform) => ({
          platform,
          markup: await render({ reply, settings, path, platform, registry, mode, translations }),
        })),
      );
    } catch (error) {
      onError(error);
      return [];
    }
  }

  return async (page: FirstViewPage): Promise<PlatformView[]> => {
    const { first, pathname, registry, translations } = page;
    const current = await renderer(page.bundle);
    if (current === null || !current.locales.includes(page.settings.locale)) return [];
    const settings = viewSettings(page.settings);
    const at = now();
    const key =
      first.etag === undefined
        ? null
        : [
            current.build,
            first.etag,
            pathname,
            JSON.stringify(settings),
            JSON.stringify(registry),
            translations?.timestamp ?? 'no translations',
          ].join('\n');
    const cached = key === null ? undefined : cache.get(key);
    if (cached !== undefined && (cached.until === null || at < cached.until)) return cached.views;
    if (Math.floor(at / 1000) !== second) {
      second = Math.floor(at / 1000);
      drawsThisSecond = 0;
    }
    if (drawsThisSecond >= DRAWS_PER_SECOND) return [];
    drawsThisSecond += 1;
    const reply = JSON.parse(first.replyJson) as RawLobbyResponse;
    const views = draw(current.render, reply, settings, pathname, registry, translations);
    if (key !== null) {
      const entry = { views, until: nextWindowChange(reply, at) };
      rememberAtMost(cache, key, entry, CACHED_VIEWS);
      // A view that failed is not kept: a later visitor's page tries again (within the cap).
      void views.then((drawn) => drawn.length === 0 && cache.get(key) === entry && cache.delete(key));
    }
    return views;
  };
}
