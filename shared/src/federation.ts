import type { LobbyData } from './bus';
import type { LobbySettings, Platform } from './settings';

/**
 * The Module Federation contract between the host and the remotes. This file is read by
 * webpack.config.base.js at build time and imported by the host and remotes at run time,
 * so it holds data only: no imports of ours, no side effects.
 */

/**
 * The interfaces between the host and a remote, each with a `major.minor.patch` version: a
 * minor bump adds (a remote built before it still runs), a major bump changes or removes. A
 * remote's release records the ranges it was built against (`^` of these, ReleaseRequirements);
 * a host runs a release only when it provides every range (domain `releaseFits`).
 */
export const HOST_CONTRACTS = {
  /**
   * RemoteAppProps and the meaning of `./App`, with what the host provides around it: 2.1 adds
   * the player-action pipeline (PlayerActions: the launch address, analytics).
   */
  props: '2.1.0',
  /**
   * The bus event map (bus.ts) and its replay table. 2.0: commands carry their source, a held
   * command waits for its declared reader, and the launch address left the bus for PlayerActions.
   */
  bus: '2.0.0',
  /** The shell wire protocol (shell.ts) as the bridge hands it to remotes. */
  shell: '1.0.0',
  /**
   * The Emotion theme the host provides (packages/ui `Theme`): each remote's own copy of ui
   * reads it, so a token a remote needs must be in the host's theme first.
   */
  theme: '1.0.0',
} as const;

export type ContractName = keyof typeof HOST_CONTRACTS;

/**
 * The file every build writes beside its files (webpack.config.base.js): the app, its version and,
 * for a remote, the ranges it needs (ReleaseRequirements); for the host, what it provides.
 */
export const RELEASE_DESCRIPTOR = 'release.json';

/** What a release needs of the host it runs in: a semver range per contract and per shared library. */
export interface ReleaseRequirements {
  readonly contracts: Readonly<Record<string, string>>;
  /** Package name (SharedSingleton.versionFrom) → range, for every shared singleton it consumes. */
  readonly shared: Readonly<Record<string, string>>;
}

/** What a host provides: the version of each contract and of each shared library it brings. */
export interface HostProvides {
  readonly contracts: Readonly<Record<string, string>>;
  readonly shared: Readonly<Record<string, string>>;
}

/** The one module every remote exposes. */
export const EXPOSED_MODULE = './App';

export const REMOTE_IDS = ['catalogue', 'search', 'game-player', 'bonuses', 'favourites-recent', 'preview'] as const;

export type RemoteId = (typeof REMOTE_IDS)[number];

export const HOST_FEDERATION_NAME = 'lobby_host';

/** Container names must be JavaScript identifiers; the ids are folder and URL names. */
export function federationName(id: RemoteId): string {
  return `lobby_${id.replace(/-/g, '_')}`;
}

export function isRemoteId(value: unknown): value is RemoteId {
  return typeof value === 'string' && (REMOTE_IDS as readonly string[]).includes(value);
}

/**
 * Shared singletons: one React, one router, one bus, one i18n instance, one Emotion cache and
 * one of each React context at run time. Only what must be one instance is shared: components
 * and hooks (@lobby/ui, @lobby/connected) ship in each app's own release, so a remote's deploy
 * carries its own look (DESIGN §3, issue #30). `versionFrom` names the package whose
 * package.json version is used; subpath entries (trailing slash, jsx runtimes) take the version
 * of their package, since their nested package.json files carry none.
 */
export interface SharedSingleton {
  readonly request: string;
  readonly versionFrom: string;
}

export const SHARED_SINGLETONS: readonly SharedSingleton[] = [
  { request: 'react', versionFrom: 'react' },
  { request: 'react/', versionFrom: 'react' },
  { request: 'react-dom', versionFrom: 'react-dom' },
  { request: 'react-dom/', versionFrom: 'react-dom' },
  // The router and RxJS are shared through @lobby/router and @lobby/rx (below): MF shares a
  // package whole, and each of those re-exports only what the apps use, so react-router and
  // rxjs are tree-shaken behind it.
  { request: '@emotion/react', versionFrom: '@emotion/react' },
  { request: '@emotion/react/jsx-runtime', versionFrom: '@emotion/react' },
  { request: '@emotion/react/jsx-dev-runtime', versionFrom: '@emotion/react' },
  { request: '@emotion/cache', versionFrom: '@emotion/cache' },
  { request: '@lingui/core', versionFrom: '@lingui/core' },
  { request: '@lingui/react', versionFrom: '@lingui/react' },
  { request: '@lobby/bus', versionFrom: '@lobby/bus' },
  { request: '@lobby/i18n', versionFrom: '@lobby/i18n' },
  // The contexts ui and connected read (bus, lobby store, first-view layout): each app's copy of
  // those libraries must find the provider the host rendered, so the context objects are one.
  { request: '@lobby/contexts', versionFrom: '@lobby/contexts' },
  { request: '@lobby/router', versionFrom: '@lobby/router' },
  { request: '@lobby/rx', versionFrom: '@lobby/rx' },
];

/**
 * A host page whose remotes are built into it (the bench's monolith, `npm run
 * build:monolith`) carries `<meta name="lobby-remotes" content="bundled">`: the server then
 * names no remote's files in the page's preloads, since that page never loads them.
 */
export const REMOTES_META_NAME = 'lobby-remotes';
export const BUNDLED_REMOTES = 'bundled';

/** One release of a remote as /remotes/registry.json names it. */
export interface ReleaseEntry {
  readonly version: string;
  /** URL of the release's mf-manifest.json, absolute or relative to the page. */
  readonly manifest: string;
  /**
   * URL of the release's remoteEntry.js, absolute or relative to the page: the host registers
   * it directly, so starting a remote costs no manifest round trip (issue #12).
   */
  readonly entry: string;
  readonly requires: ReleaseRequirements;
}

/**
 * One remote of /remotes/registry.json: its current release, and every release kept, newest
 * first (the current one among them). A host that cannot run the current one runs the newest
 * kept release it can (issue #30).
 */
export interface RegistryEntry extends ReleaseEntry {
  readonly releases: readonly ReleaseEntry[];
}

export type RemoteRegistry = Partial<Record<RemoteId, RegistryEntry>>;

export const REGISTRY_PATH = '/remotes/registry.json';

/**
 * What the server writes into the lobby page so that start-up does not wait for it: the
 * registry (as at /remotes/registry.json) and the proxy config (as at /config/proxies.json),
 * in a `<script type="application/json">` with this id. A page without it (a static copy, a
 * test) fetches both as before.
 */
export const BOOT_DATA_ELEMENT_ID = 'lobby-boot';

export interface BootData {
  readonly registry: RemoteRegistry;
  /** The proxy config document, validated by the API clients like a fetched one. */
  readonly proxyConfig: unknown;
  /**
   * The licence call's answer for the page's own settings, when they ask one (domain
   * `licenceQueryOf`): the server's first lobby reply is the one for that licence type, and the
   * host takes the answer instead of asking when its settings ask the same query (issue #32).
   */
  readonly license?: FirstLicenseReply;
  /**
   * GET domain_config's answer for the query the page's settings (with that licence type) make,
   * so the lobby needs no request for it before it shows; used when the host asks the same query.
   */
  readonly domainConfig?: FirstDomainConfigReply;
  /** GET the web CMS app config's answer (the lobby's app), read by the host like a fetched one. */
  readonly appConfig?: unknown;
}

/** GET domain_config's query (every field, null where the lobby sends none) and its reply, unchecked. */
export interface FirstDomainConfigReply {
  readonly query: Readonly<Record<string, string | boolean | null>>;
  readonly reply: unknown;
}

/** GET licenses' query and the licence type it answered, checked by the host before use. */
export interface FirstLicenseReply {
  readonly country: string;
  readonly bundleId: string | null;
  readonly licenseType: unknown;
}

/**
 * The lobby reply the server wrote into a standalone page (issue #12), in a
 * `<script type="application/json">` with this id at the end of the body: the one GET
 * /api/v1/casino/lobby the page's own URL asks for, with the query parameters it answers. The
 * host takes it for its first load when the settings in force ask for exactly these
 * parameters, and fetches as before otherwise.
 */
export const FIRST_LOBBY_ELEMENT_ID = 'lobby-first-reply';

/**
 * `<script type="application/json">` with this id: the translation service's texts for the
 * locale the page's URL names (SPEC §7, what GET /i18n/content/… would answer), written by
 * the server that has them, so start-up lays them over the built-in texts without a request
 * (and without loading its HTTP client before the first view). A page without it, or a
 * later locale, asks the service.
 */
export const FIRST_TEXTS_ELEMENT_ID = 'lobby-first-texts';

/** What FIRST_TEXTS_ELEMENT_ID holds. */
export interface FirstTexts {
  readonly locale: string;
  /** Message id → ICU text; checked by the host like the service's answer. */
  readonly messages: unknown;
}

/** The element the host mounts the lobby in (host/src/index.html). */
export const LOBBY_CONTAINER_ID = 'casino-lobby';

/**
 * The first view of a catalogue page the server drew into a standalone page (issue #12), just
 * before the lobby's container: the lobby's own markup for each layout, shown by media query,
 * inert and hidden from assistive technology, while the container is laid out but invisible
 * beneath it. The host removes it once the lobby has drawn the same page (or gave up), which
 * shows the live lobby in the same frame.
 */
export const FIRST_VIEW_ELEMENT_ID = 'lobby-first-view';

/**
 * A JSON data block (an array of script URLs) the server writes into a page that carries a
 * first view instead of preloading those scripts at once: the host page's boot script preloads
 * them, with the host's own libraries, once that view has been painted (issue #12).
 */
export const AFTER_PAINT_ELEMENT_ID = 'lobby-after-paint';

/** What the server's first-view renderer (host/src/firstView/renderFirstView.tsx) draws from. */
export interface FirstViewInput {
  /** The lobby reply the page carries (FIRST_LOBBY_ELEMENT_ID), as the host's start-up reads it. */
  readonly reply: LobbyData;
  /** The settings the page's URL gives, without the player's session and balances (a guest's view). */
  readonly settings: LobbySettings;
  /** The path below any platform prefix. */
  readonly path: string;
  readonly platform: Platform;
  /** The deployed registry the page carries (the loader finds the route's remote in it). */
  readonly registry: unknown;
  /** The deployment's mode, as the page tells the host (a demo notice in the header). */
  readonly mode: 'demo' | 'production';
  /**
   * The translation service's texts for the settings' locale (namespace 'lobby', message id →
   * ICU text), laid over the built-in catalogues as the live lobby lays them, so it takes over
   * without a text changing; with the manifest's timestamp they were read at, which keys every
   * view and instance drawn with them. Null when the service could not be read (the live
   * lobby then shows the built-in texts too).
   */
  readonly translations: {
    readonly timestamp: string;
    readonly messages: Readonly<Record<string, string>>;
  } | null;
}

/** The first-view bundle's `renderFirstView`: the view's HTML. */
export type RenderFirstView = (input: FirstViewInput) => Promise<string>;

export interface FirstLobbyReply {
  /** lobbyRequestParams of the request the reply answers. */
  readonly params: ReadonlyArray<readonly [string, string]>;
  /** The reply as the lobby route sends it, checked by the host like an injected one. */
  readonly reply: unknown;
}
