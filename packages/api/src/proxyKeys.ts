/**
 * The API clients of SPEC §7 and DESIGN §4. Each key names a list of proxy base URLs in
 * `config.proxies`; the client appends its base path to whichever base URL it uses.
 */
export const PROXY_KEYS = ['casino', 'platform', 'cms', 'appConfig', 'casinoCms', 'translations'] as const;
export type ProxyKey = (typeof PROXY_KEYS)[number];

/** `config.proxies`: key -> base URLs, tried in order on timeouts and dropped connections. */
export type ProxyMap = Readonly<Partial<Record<string, readonly string[]>>>;

export const CLIENT_BASE_PATHS: { readonly [K in ProxyKey]: string } = {
  casino: '/api/v1/casino',
  platform: '/api',
  cms: '/cms/api',
  appConfig: '/cms/appconfig/app-configs/',
  casinoCms: '/cms/api',
  translations: '/i18n',
};

/** The names SPEC §8 uses in "casinoClient not initialized" and its equivalents. */
export const CLIENT_NAMES: { readonly [K in ProxyKey]: string } = {
  casino: 'casinoClient',
  platform: 'platformClient',
  cms: 'cmsClient',
  appConfig: 'appConfigClient',
  casinoCms: 'casinoCmsClient',
  translations: 'translationsClient',
};
