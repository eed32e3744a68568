import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import { APP_CONFIG_APP, domainConfigQueryOf, isRecord, licenceQueryOf, pathPlatform, withLicenseType } from '@lobby/domain';
import {
  LICENSE_TYPES,
  LOCALES,
  REGISTRY_PATH,
  isRemoteId,
  type BootData,
  type FirstDomainConfigReply,
  type FirstLicenseReply,
  type FirstLobbyReply,
  type LicenseType,
  type LobbySettings,
  type RenderFirstView,
} from '@lobby/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { LobbyMode } from '../config/serverConfig';
import { PROXY_BASES, proxyConfig as configuredProxies } from '../content/routes/configRoutes';
import { NOT_FOUND_BODY, errorBody } from '../http/httpErrors';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cacheHeaders';
import { createCompressedCopies } from './compressedCopies';
import { readDeployedFile, type DeployedFile } from './deployedFiles';
import {
  injectBootData,
  injectFirstLobby,
  injectFirstTexts,
  injectFirstView,
  openedPageSlug,
  standaloneLobbyParams,
  standalonePageSettings,
  startingRemotes,
  withPageLanguage,
} from './bootPage';
import { createFirstViews, firstViewRenderers } from './firstView';
import { SERVER_ONLY_FOLDER, type Deployment, type DeploymentSnapshot } from '../releases/deployment';
import { createIntegrityChecker } from './integrity';
import { createLeadImagePreloads, type FirstLobbyText } from './leadImagePreload';
import { injectPageMeta, pageHeaders, type PagePolicyOptions } from './pagePolicy';
import { createServiceTexts } from './serviceTexts';

export interface StaticHostingOptions {
  /** The releases served: the host's current one as the page, every kept remote release below /remotes/. */
  readonly deployment: Deployment;
  /** A host build served instead of the host's current release: `npm run bench` serves the monolith from here. */
  readonly hostDistDir?: string | undefined;
  readonly mode?: LobbyMode | undefined;
  readonly shellOrigins?: readonly string[] | undefined;
  readonly shellScheme?: string | undefined;
  readonly proxyOrigins?: readonly string[] | undefined;
  /** The analytics write key the page carries (ANALYTICS_KEY_META), when analytics are on. */
  readonly analyticsWriteKey?: string | undefined;
  /**
   * Draws a catalogue page's first view into the page (firstView.ts); default the renderer
   * the current catalogue release carries, when it has one; null draws none.
   */
  readonly renderFirstView?: RenderFirstView | null | undefined;
}

/** The query string of a request URL, with its '?', or ''. */
function searchOf(url: string): string {
  return url.includes('?') ? url.slice(url.indexOf('?')) : '';
}

const isJson = (reply: LightMyRequestResponse): boolean =>
  String(reply.headers['content-type'] ?? '').startsWith('application/json');

/** A route's JSON answer, or undefined when it did not answer 200 with JSON. */
function jsonOf(reply: LightMyRequestResponse): unknown {
  if (reply.statusCode !== 200 || !isJson(reply)) return undefined;
  try {
    return reply.json();
  } catch {
    return undefined;
  }
}

/** Paths that are never the SPA: a miss there is a real 404, not the lobby page. */
const NOT_SPA = /^\/(api|remotes|images|i18n|cms|config|demo-games|shell|operator)(\/|$)/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Whether an Accept-Encoding header takes brotli (named, and not with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'br') return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * Static hosting of the front end (DESIGN §4): the host with history fallback, each
 * remote's build under /remotes/<name>/<version>/, and the runtime registry. Files are
 * served only from inside the dist folders (no symbolic links, no dotfiles, no source maps
 * in production mode), checked against the integrity manifest written when they were built:
 * a file that differs from what was deployed is never served, let alone cached for a year.
 */
export const staticHosting: FastifyPluginAsync<StaticHostingOptions> = async (app, options) => {
  const { deployment } = options;
  const policy: PagePolicyOptions = {
    mode: options.mode ?? 'demo',
    shellOrigins: options.shellOrigins ?? [],
    proxyOrigins: options.proxyOrigins ?? [],
    ...(options.shellScheme === undefined ? {} : { shellScheme: options.shellScheme }),
    ...(options.analyticsWriteKey === undefined ? {} : { analyticsWriteKey: options.analyticsWriteKey }),
  };
  /** The host's folders, the page's first: a fixed build, or the current release then the ones kept. */
  const hostDirs = async (deployed?: DeploymentSnapshot): Promise<readonly string[]> =>
    options.hostDistDir !== undefined ? [options.hostDistDir] : (deployed?.hostDirs ?? deployment.hostDirs());
  const integrity = createIntegrityChecker();
  const htmlHeaders = pageHeaders(policy);
  // The same document GET /config/proxies.json answers (content/routes/configRoutes.ts).
  const proxyConfig = { config: { proxies: configuredProxies(options.proxyOrigins ?? []) } };
  const leadImagePreloads = createLeadImagePreloads();
  const serviceTexts = createServiceTexts();
  const renderer =
    options.renderFirstView === undefined
      ? firstViewRenderers((error) => app.log.warn({ err: error }, 'the first-view renderer could not be read'))
      : () => (options.renderFirstView ? { build: 'given', render: options.renderFirstView, locales: LOCALES } : null);
  // Read at start (about 0.1 s), not by the first visitor's request.
  await renderer(deployment.firstViewBundle(await deployment.snapshot()));
  const firstViews = createFirstViews({
    renderer,
    mode: policy.mode,
    onError: (error) => app.log.warn({ err: error }, 'the first view could not be drawn'),
  });
  const compressedCopies = createCompressedCopies({
    onError: (file, error) => app.log.warn({ file, err: error }, 'a deployed file could not be compressed'),
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
  });

  /** Reads, checks and sends one file of `distDir`; false when there is no such servable file. */
  async function sendDeployedFile(
    request: FastifyRequest,
    reply: FastifyReply,
    distDir: string,
    relativePath: string,
    how: {
      /** A release folder of a remote: every file as built may be cached for a year (its URL names the version). */
      readonly immutableRelease?: boolean;
      /** What the page (index.html) is served with: the snapshot its host folder came from. */
      readonly deployed?: DeploymentSnapshot;
    } = {},
  ): Promise<boolean> {
    // Source maps carry the full sources: a production deployment keeps them to itself.
    if (policy.mode === 'production' && relativePath.endsWith('.map')) return false;
    const file = await readDeployedFile(distDir, relativePath);
    if (!file) return false;
    const verdict = await integrity.verify(distDir, file.relative, file.bytes, file.stat);
    if (verdict === 'mismatch') {
      request.log.error(
        { file: path.join(distDir, file.relative) },
        'a deployed file differs from its build: refusing to serve it',
      );
      void reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .send(errorBody(503, 'This file is damaged on the server; it is being redeployed.'));
      return true;
    }
    // Only a file as it was built has a best-compressed copy: it is kept, so it must not change.
    const copy =
      verdict === 'verified'
        ? compressedCopies.brotliOf(path.join(distDir, file.relative), file.bytes, file.stat)
        : undefined;
    const cacheControl =
      verdict !== 'verified' ? NO_CACHE : how.immutableRelease ? IMMUTABLE : cacheControlFor(file.relative);
    await sendFile(request, reply, file, cacheControl, copy, how.deployed);
    return true;
  }

  /** A host file: from the page's release, else from a kept one (a tab opened before a deploy asks for its chunks). */
  async function sendHostFile(request: FastifyRequest, reply: FastifyReply, relativePath: string): Promise<boolean> {
    for (const dir of await hostDirs()) if (await sendDeployedFile(request, reply, dir, relativePath)) return true;
    return false;
  }

  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: DeployedFile,
    cacheControl: string,
    /** The file's best brotli copy, sent instead of compressing it again when the browser takes brotli. */
    brotliCopy: Buffer | undefined,
    deployed: DeploymentSnapshot | undefined,
  ): Promise<void> {
    const type = CONTENT_TYPES[path.extname(file.relative).toLowerCase()] ?? 'application/octet-stream';
    const html = type.startsWith('text/html');
    // The page carries the registry of the moment, so its tag follows what is sent, not the file.
    const page = html
      ? await hostPage(request, file.bytes.toString('utf8'), deployed ?? (await deployment.snapshot()))
      : null;
    const body = page ?? file.bytes;
    const etag = html
      ? `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      : `W/"${file.stat.size.toString(16)}-${Math.floor(file.stat.mtimeMs).toString(16)}"`;
    void reply.header('cache-control', cacheControl).header('etag', etag).type(type);
    if (html) void reply.headers(htmlHeaders);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304).send();
      return;
    }
    const brotli = acceptsBrotli(request.headers['accept-encoding']);
    // A page is the same text for every visitor of its route and lobby revision: its best
    // copy is kept by its tag, as a file's is by its version.
    const copy = page !== null && brotli ? compressedCopies.brotliOfPage(etag, page) : brotliCopy;
    if (!html || copy !== undefined) void reply.header('vary', 'accept-encoding');
    if (copy !== undefined && brotli) {
      // Already encoded: the compression plugin passes it through as it is.
      void reply.header('content-encoding', 'br').send(copy);
      return;
    }
    void reply.send(body);
  }

  /**
   * index.html as served: in the language of its settings, with the page meta, the boot data,
   * the preloads of the route's remotes and, when it carries the first lobby reply and opens
   * one of its pages, of that page's lead image, and its first view. A standalone page that
   * opens a content page carries the translation service's texts for its locale too: the ones
   * its view was drawn with, which its lobby merges instead of asking the service.
   */
  async function hostPage(request: FastifyRequest, template: string, deployed: DeploymentSnapshot): Promise<string> {
    const pathname = request.url.split('?')[0] ?? '/';
    const urlSettings = standalonePageSettings(pathname, searchOf(request.url));
    const { registry } = deployed;
    const opened = openedPageSlug(pathname);
    const [startFiles, { settings, license, domainConfig, appConfig, first }, translations] = await Promise.all([
      Promise.all(startingRemotes(pathname, template).map((remote) => deployment.startFiles(deployed, remote))),
      pageStart(request, urlSettings),
      // For the first view, beside the lobby reply: the texts the page's lobby will merge.
      opened === null || inFrame(request)
        ? null
        : serviceTexts(urlSettings.locale, (url) => askOwnRoute(request, url).then(jsonOf)),
    ]);
    const boot: BootData = {
      registry,
      proxyConfig,
      ...(license === null ? {} : { license }),
      ...(domainConfig === null ? {} : { domainConfig }),
      ...(appConfig === undefined ? {} : { appConfig }),
    };
    const slug = first === null ? null : opened;
    const leadImage = first === null || slug === null ? '' : leadImagePreloads(first, slug, pathPlatform(pathname));
    const views =
      first === null || slug === null
        ? []
        : await firstViews({
            first,
            pathname,
            settings,
            registry,
            bundle: deployment.firstViewBundle(deployed),
            translations,
          });
    const page = injectFirstView(
      // A page with a first view leaves its remote's files until that view is painted.
      injectBootData(injectPageMeta(withPageLanguage(template, settings.locale), policy), boot, {
        scripts: startFiles.flat(),
        afterPaint: views.length > 0,
        leadImage,
      }),
      views,
    );
    const withTexts =
      translations === null
        ? page
        : injectFirstTexts(page, { locale: settings.locale, messages: translations.messages });
    return first === null ? withTexts : injectFirstLobby(withTexts, first.params, first.replyJson);
  }

  /** A page in a frame gets its settings from the shell, not its URL. */
  const inFrame = (request: FastifyRequest): boolean => request.headers['sec-fetch-dest'] === 'iframe';

  /**
   * One of this server's own routes, asked as if the page's browser had asked (its address, so
   * its rate limit too), so its caching and rules stay the route's.
   */
  async function askOwnRoute(request: FastifyRequest, url: string): Promise<LightMyRequestResponse> {
    return app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' }, remoteAddress: request.ip });
  }

  /**
   * What a standalone page's start-up would fetch before its lobby shows, answered by this
   * server's own routes (issue #12, #32): the licence type its settings ask for (domain
   * `licenceQueryOf`), then, for the settings with that licence type, the lobby reply and the
   * domain config, and the web CMS app config beside them. The host takes each from the page
   * when it asks the same, so the page makes no request (and loads no HTTP client) before its
   * first view is drawn, and the lobby it shows is the licence's from that view on. Nothing for a
   * page in a frame (inFrame): its settings come from the shell.
   */
  async function pageStart(
    request: FastifyRequest,
    settings: LobbySettings,
  ): Promise<{
    readonly settings: LobbySettings;
    readonly license: FirstLicenseReply | null;
    readonly domainConfig: FirstDomainConfigReply | null;
    readonly appConfig: unknown;
    readonly first: (FirstLobbyText & { readonly params: FirstLobbyReply['params'] }) | null;
  }> {
    if (inFrame(request)) return { settings, license: null, domainConfig: null, appConfig: undefined, first: null };
    const [license, appConfig] = await Promise.all([
      pageLicense(request, settings),
      askOwnRoute(request, `${PROXY_BASES.appConfig}/${APP_CONFIG_APP}`).then(jsonOf),
    ]);
    const licensed = license === null ? settings : withLicenseType(settings, license.licenseType);
    const [first, domainConfig] = await Promise.all([firstLobby(request, licensed), pageDomainConfig(request, licensed)]);
    return { settings: licensed, license, domainConfig, appConfig, first };
  }

  /** The domain config route's answer to the query the page's settings make; null when it does not answer. */
  async function pageDomainConfig(request: FastifyRequest, settings: LobbySettings): Promise<FirstDomainConfigReply | null> {
    const query = domainConfigQueryOf(settings);
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== null) params.set(name, String(value));
    const reply = jsonOf(await askOwnRoute(request, `${PROXY_BASES.casino}/domain_config?${params.toString()}`));
    return reply === undefined ? null : { query: { ...query }, reply };
  }

  /** The licences route's answer to the page settings' query; null without one, or when it does not answer. */
  async function pageLicense(
    request: FastifyRequest,
    settings: LobbySettings,
  ): Promise<(FirstLicenseReply & { readonly licenseType: LicenseType }) | null> {
    const query = licenceQueryOf(settings);
    if (query === null) return null;
    const params = new URLSearchParams({ country: query.country, ...(query.bundleId === null ? {} : { bundleId: query.bundleId }) });
    const answer = jsonOf(await askOwnRoute(request, `${PROXY_BASES.casino}/licenses?${params.toString()}`));
    const licenseType = LICENSE_TYPES.find((type) => isRecord(answer) && answer.licenseType === type);
    return licenseType === undefined ? null : { ...query, licenseType };
  }

  /**
   * The lobby reply a standalone page's start-up would fetch next (issue #12), answered by
   * this server's own lobby route; its JSON text goes into the page as the route sent it. Null
   * when the route does not answer 200 with JSON: the host fetches then and meets the failure itself.
   */
  async function firstLobby(
    request: FastifyRequest,
    settings: LobbySettings,
  ): Promise<(FirstLobbyText & { readonly params: FirstLobbyReply['params'] }) | null> {
    const params = standaloneLobbyParams(settings);
    if (params === null) return null;
    const reply = await askOwnRoute(request, `${PROXY_BASES.casino}/lobby?${new URLSearchParams(params).toString()}`);
    if (reply.statusCode !== 200 || !isJson(reply)) return null;
    const etag = reply.headers.etag;
    return { params, replyJson: reply.body, etag: typeof etag === 'string' ? etag : undefined };
  }

  async function sendHostPage(request: FastifyRequest, reply: FastifyReply) {
    const deployed = await deployment.snapshot();
    const [page] = await hostDirs(deployed);
    if (page !== undefined && (await sendDeployedFile(request, reply, page, 'index.html', { deployed }))) return reply;
    return reply.code(503).send(errorBody(503, 'The lobby is not deployed yet: run `npm start`.'));
  }

  // The lobby page is never cached: it names the current remotes' entry points.
  app.get('/', async (request, reply) => sendHostPage(request, reply));

  app.get(REGISTRY_PATH, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return (await deployment.snapshot()).registry;
  });

  // Every kept release of a remote, current or not: a tab opened before a deploy still loads its chunks.
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    async (request, reply) => {
      const { remote, version } = request.params;
      const file = request.params['*'];
      const kept = isRemoteId(remote) && (await deployment.store.read(remote, version)) !== null;
      const servable = kept && file.split('/')[0] !== SERVER_ONLY_FOLDER;
      if (servable && (await sendDeployedFile(request, reply, deployment.store.releaseDir(remote, version), file, { immutableRelease: true })))
        return reply;
      return reply.code(404).send(NOT_FOUND_BODY);
    },
  );

  // A route, not the not-found handler: only routes get compression. More specific routes
  // (the API, /remotes/…, /shell/) win over it.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return reply.code(400).send(errorBody(400, 'The request is malformed.'));
    }
    // Dotfiles (build stamps, manifests) are not pages either.
    if (NOT_SPA.test(pathname) || /\/\./.test(decoded)) return reply.code(404).send(NOT_FOUND_BODY);
    if (path.extname(pathname) !== '') {
      if (await sendHostFile(request, reply, decoded.slice(1))) return reply;
      return reply.code(404).send(NOT_FOUND_BODY);
    }
    return sendHostPage(request, reply);
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(NOT_FOUND_BODY));
};
