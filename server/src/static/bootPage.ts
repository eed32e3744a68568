import {
  HOME_PAGE_SLUG,
  LAYOUT_PLATFORM_MEDIA,
  injectedLobbyJson,
  lobbyRequestOf,
  lobbyRequestParams,
  parseSettingsWithIssues,
  pathBelowPlatform,
  pathPlatform,
  routeRemote,
  withFixedPlatform,
} from '@lobby/domain';
import {
  AFTER_PAINT_ELEMENT_ID,
  BOOT_DATA_ELEMENT_ID,
  BUNDLED_REMOTES,
  FIRST_LOBBY_ELEMENT_ID,
  FIRST_TEXTS_ELEMENT_ID,
  FIRST_VIEW_ELEMENT_ID,
  LOBBY_CONTAINER_ID,
  REMOTES_META_NAME,
  type BootData,
  type FirstLobbyReply,
  type FirstTexts,
  type LobbySettings,
  type Locale,
  type RemoteId,
} from '@lobby/shared';
import type { PlatformView } from './firstView';
import { escapeAttribute, insertIntoHead } from './pagePolicy';

/**
 * The slug of the content page `pathname` opens: the home page at the root (below a platform
 * prefix too), a catalogue page at `/{slug}`; null for every other route.
 */
export function openedPageSlug(pathname: string): string | null {
  const path = pathBelowPlatform(pathname);
  if (path === '/') return HOME_PAGE_SLUG;
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  if (segment === undefined || routeRemote(pathname) !== 'catalogue') return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const BUNDLED_REMOTES_META = new RegExp(
  `<meta\\s+name=["']?${REMOTES_META_NAME}["']?\\s+content=["']?${BUNDLED_REMOTES}["']?\\s*/?>`,
  'i',
);

/**
 * The remotes the host page `html` starts on `pathname`: the route's own, or none when the
 * page has its remotes built in (REMOTES_META_NAME). The header's (search) starts once the
 * first view is done (host AfterFirstView), so it is not preloaded beside it.
 */
export function startingRemotes(pathname: string, html: string): RemoteId[] {
  return BUNDLED_REMOTES_META.test(html) ? [] : [routeRemote(pathname)];
}

/** JSON text made safe inside a script element: nothing in it can close the element. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

const VIEWPORT_META = /<meta\s[^>]*\bname=["']?viewport\b[^>]*>/i;

export interface BootPreloads {
  /** The files of the remotes the route starts. */
  readonly scripts: readonly string[];
  /**
   * True when the page carries a first view: the scripts are then left to the host page's
   * boot script (AFTER_PAINT_ELEMENT_ID), which preloads them once that view has been painted,
   * so they take neither that paint's time nor the lead image's share of a slow line.
   */
  readonly afterPaint?: boolean;
  /** Links of leadImagePreload.ts. */
  readonly leadImage?: string;
}

/** Preload links for `scripts`, or the boot script's after-paint list of them. */
function scriptPreloads(scripts: readonly string[], afterPaint: boolean): string {
  if (scripts.length === 0) return '';
  if (afterPaint)
    return `<script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">${scriptJson(scripts)}</script>`;
  return scripts.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`).join('');
}

/**
 * The host page with what its start-up would otherwise fetch one step after another (issue
 * #12): the boot data (registry and proxy config) as a JSON data block, which the CSP allows
 * since it never runs, and the files of the remotes this route starts, preloaded so they
 * download beside the host's own scripts (at once, or after the first view's paint). The
 * remote entries are classic scripts the federation runtime adds without `crossorigin`, so
 * the preloads carry none either, or the browser would fetch each twice. The lead image goes
 * right after the viewport meta, ahead of every script preload: the browser then sizes it for
 * the viewport it lays out, and asks for it first.
 */
export function injectBootData(
  html: string,
  boot: BootData,
  { scripts, afterPaint = false, leadImage = '' }: BootPreloads,
): string {
  const preloads = scriptPreloads(scripts, afterPaint);
  const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  const page = insertIntoHead(html, `${preloads}${data}`);
  if (leadImage === '') return page;
  const viewport = VIEWPORT_META.exec(page);
  if (viewport === null) return insertIntoHead(page, leadImage);
  const at = viewport.index + viewport[0].length;
  return `${page.slice(0, at)}${leadImage}${page.slice(at)}`;
}

/**
 * The settings of a standalone page at `pathname?search`: those its query string gives, the
 * platform prefix winning, through the same rules the host uses.
 */
export function standalonePageSettings(pathname: string, search: string): LobbySettings {
  return withFixedPlatform(parseSettingsWithIssues(search).settings, pathPlatform(pathname));
}

const HTML_START_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)/i;

/**
 * The page marked as being in `locale` (`<html lang>`): the language of its first view and of
 * the lobby that takes over, for the browser's fonts, hyphenation and translation offer and for
 * screen readers. The locale is the page settings' (standalonePageSettings: the query's, as the
 * host reads it); the host keeps the attribute in step with the settings after that.
 */
export function withPageLanguage(html: string, locale: Locale): string {
  const start = HTML_START_TAG.exec(html);
  if (start === null) return html;
  const lang = ` lang="${escapeAttribute(locale)}"`;
  const tag = LANG_ATTRIBUTE.test(start[0])
    ? start[0].replace(LANG_ATTRIBUTE, lang)
    : `${start[0].slice(0, 5)}${lang}${start[0].slice(5)}`;
  return `${html.slice(0, start.index)}${tag}${html.slice(start.index + start[0].length)}`;
}

/**
 * The lobby call a standalone page with these settings (standalonePageSettings, with the licence
 * type its start-up finds, domain `licenceQueryOf`) makes first, as its query parameters. Null
 * when that page does not fetch its lobby from the service (an injected reply) or fetches it as
 * an editor (a preview token, a header only the browser sends).
 */
export function standaloneLobbyParams(settings: LobbySettings): Array<[string, string]> | null {
  if (injectedLobbyJson(settings) !== null) return null;
  const request = lobbyRequestOf(settings);
  if (request.preview) return null;
  return lobbyRequestParams(request);
}

/**
 * The page with the lobby reply its start-up would fetch (issue #12), at the end of the body:
 * after everything the head names, so it never delays the browser finding the scripts. The
 * reply is the lobby route's JSON text as sent, so the page costs no parse and re-encoding of it.
 */
export function injectFirstLobby(html: string, params: FirstLobbyReply['params'], replyJson: string): string {
  const json = `{"params":${JSON.stringify(params)},"reply":${replyJson}}`;
  return atBodyEnd(html, `<script type="application/json" id="${FIRST_LOBBY_ELEMENT_ID}">${scriptSafe(json)}</script>`);
}

/**
 * The page with the translation service's texts for its locale (FIRST_TEXTS_ELEMENT_ID), at the
 * end of the body like the lobby reply: the very texts its first view was drawn with, which
 * start-up then lays over the built-in ones instead of asking the service again, so the live
 * lobby cannot take over with other texts than the view's.
 */
export function injectFirstTexts(html: string, texts: FirstTexts): string {
  return atBodyEnd(
    html,
    `<script type="application/json" id="${FIRST_TEXTS_ELEMENT_ID}">${scriptJson(texts)}</script>`,
  );
}

function atBodyEnd(html: string, data: string): string {
  const bodyEnd = html.search(/<\/body>/i);
  return bodyEnd === -1 ? `${html}${data}` : `${html.slice(0, bodyEnd)}${data}${html.slice(bodyEnd)}`;
}

const FIRST_VIEW_LAYOUT_ATTRIBUTE = 'data-first-view-layout';
const LOBBY_CONTAINER = new RegExp(`<div\\s+id=["']?${LOBBY_CONTAINER_ID}["']?[\\s>]`, 'i');

/**
 * The page with the server's first views (firstView.ts) just before the lobby's container,
 * which is laid out beneath them but invisible until the host removes them: each layout's view
 * shows where its media query holds (the one view of a fixed platform always). Unchanged
 * without views, or when the page has no container.
 */
export function injectFirstView(html: string, views: readonly PlatformView[]): string {
  const container = LOBBY_CONTAINER.exec(html);
  if (views.length === 0 || container === null) return html;
  const view = `#${FIRST_VIEW_ELEMENT_ID}`;
  const shown = (platform: string) => `${view}>[${FIRST_VIEW_LAYOUT_ATTRIBUTE}="${platform}"]{display:block}`;
  const rules = [
    `${view}~#${LOBBY_CONTAINER_ID}{position:absolute;top:0;left:0;right:0;visibility:hidden}`,
    ...(views.length === 1
      ? []
      : [
          `${view}>[${FIRST_VIEW_LAYOUT_ATTRIBUTE}]{display:none}`,
          ...views.map(({ platform }) => `@media ${LAYOUT_PLATFORM_MEDIA[platform]}{${shown(platform)}}`),
        ]),
  ];
  const layouts = views
    .map(({ platform, markup }) => `<div ${FIRST_VIEW_LAYOUT_ATTRIBUTE}="${platform}">${markup}</div>`)
    .join('');
  const page = `${html.slice(0, container.index)}<div id="${FIRST_VIEW_ELEMENT_ID}" inert aria-hidden="true">${layouts}</div>${html.slice(container.index)}`;
  return insertIntoHead(page, `<style>${rules.join('')}</style>`);
}
