import { send, type Answer, type RequestOptions } from './httpClient';

/** One class of requests an attacker or a careless client sends, with what each must get. */
export interface ProbeClass {
  readonly name: string;
  readonly tried: number;
  readonly asExpected: number;
  /** The first few answers that were not, for the failure message. */
  readonly surprises: readonly string[];
}

export interface Probe {
  readonly path: string;
  readonly options?: RequestOptions;
  /** Statuses that are right for it. */
  readonly expect: readonly number[];
}

const ERROR_KEYS = 'error,message';

/** A 4xx/5xx must be the one error shape, echo nothing of the request and leak nothing. */
function wellFormedError(answer: Answer, probe: Probe): boolean {
  if (answer.status < 400) return true;
  const text = answer.body.toString();
  if (/root:|FST_|"statusCode"|"code"/.test(text)) return false;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const pathOnly = probe.path.split('?')[0] ?? '';
    return Object.keys(body).sort().join(',') === ERROR_KEYS && (pathOnly.length < 8 || !text.includes(pathOnly));
  } catch {
    return false;
  }
}

/** Sends the probes one after another and counts the answers that are right, in status and shape. */
export async function runProbes(name: string, base: string, probes: readonly Probe[]): Promise<ProbeClass> {
  let asExpected = 0;
  const surprises: string[] = [];
  for (const probe of probes) {
    const answer = await send(`${base}${probe.path}`, probe.options);
    if (probe.expect.includes(answer.status) && wellFormedError(answer, probe)) asExpected += 1;
    else if (surprises.length < 5) surprises.push(`${probe.options?.method ?? 'GET'} ${probe.path} → ${answer.status} ${answer.body.toString().slice(0, 120)}`);
  }
  return { name, tried: probes.length, asExpected, surprises };
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const DEV = { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-1' };

/** Bodies and queries that are wrong in type, range or shape: each a 400 naming the field. */
export function malformedInput(from: string): Probe[] {
  const logout = (body: string): Probe => ({
    path: '/api/haba/logout',
    options: { method: 'POST', headers: { ...DEV, ...JSON_HEADERS }, body, from },
    expect: [400],
  });
  return [
    logout('{"gameId":1e400}'),
    logout('{"gameId":true}'),
    logout('{"gameId":[1]}'),
    logout('{"gameId":-1}'),
    logout('{"gameId":1.5}'),
    logout('{"gameId":"10","extra":1}'),
    logout('{"gameId":"999"}'),
    logout('{"gameId":null}'),
    logout('{'),
    logout('[]'),
    logout('"10"'),
    { path: '/api/games/recently-played', options: { method: 'POST', headers: { ...DEV, ...JSON_HEADERS }, body: '{"gameId":["bragg:a"]}', from }, expect: [400] },
    { path: '/api/v1/casino/games/launch', options: { method: 'POST', headers: { ...DEV, ...JSON_HEADERS }, body: '{"gameKey":"bragg:x","locale":"xx","platform":"desktop"}', from }, expect: [400] },
    // SPEC §5: an invalid lobby setting is ignored and the default stands (never a 400 that stops the lobby).
    { path: '/api/v1/casino/lobby?locale=xx', options: { from }, expect: [200] },
    { path: '/api/v1/casino/lobby?devicePlatform=tv', options: { from }, expect: [200] },
    { path: '/api/v1/casino/lobby?country=USA', options: { from }, expect: [200] },
    { path: '/api/v1/casino/games?limit=100000', options: { from }, expect: [400] },
    { path: '/api/v1/casino/games?offset=-5', options: { from }, expect: [400] },
    { path: '/api/games/favourite-games/bragg:a,b', options: { method: 'PUT', headers: DEV, from }, expect: [400] },
    { path: '/i18n/content/..%2F..%2F/dev/src/lang/en.json', options: { from }, expect: [400, 404] },
  ];
}

/** Bodies that are not JSON: 415, as docs/api.md says. */
export function wrongContentTypes(from: string): Probe[] {
  return ['text/plain', 'application/x-www-form-urlencoded', 'text/xml', 'multipart/form-data; boundary=x'].flatMap((type) =>
    ['/api/haba/logout', '/api/games/recently-played'].map((path) => ({
      path,
      options: { method: 'POST', headers: { ...DEV, 'content-type': type }, body: 'gameId=10', from },
      expect: [415],
    })),
  );
}

/** Paths that reach for files outside what is deployed. */
export function fileProbes(from: string, catalogueVersion: string): Probe[] {
  const remote = `/remotes/catalogue/${catalogueVersion}`;
  return [
    '/.build-stamp',
    '/.integrity.json',
    `${remote}/.build-stamp`,
    `${remote}/.integrity.json`,
    `${remote}/..%2f..%2f..%2fpackage.json`,
    `${remote}/%2e%2e/%2e%2e/%2e%2e/package.json`,
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/remotes/catalogue/9.9.9/remoteEntry.js',
    '/remotes/nope/1.0.0/remoteEntry.js',
    '/api/v1/casino/no-such-call',
    '/cms/api/no-such-call',
    '/images/no-such-kind/x/desktop.svg',
    '/shell/no-such-file.js',
    '/missing-file.js',
    '/%zz',
  ].map((path) => ({ path, options: { from }, expect: [400, 403, 404] }));
}

/** A new invented session per request: 401 until the address has failed 20 times, then 429. */
export function sessionGuessing(from: string, count: number, failureLimit: number): Probe[] {
  return Array.from({ length: count }, (_, i) => ({
    path: '/api/games/favourite-games',
    options: { headers: { 'x-userid': `guess-${i}`, 'x-sessionid': `guess-${i}` }, from },
    expect: i < failureLimit ? [401] : [429],
  }));
}

/** A new X-Forwarded-For per request from one address: the budget stays that address's. */
export function forwardedForRotation(from: string, count: number, rateLimit: number): Probe[] {
  return Array.from({ length: count }, (_, i) => ({
    path: '/api/v1/casino/licenses',
    options: { headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}` }, from },
    expect: i < rateLimit ? [200] : [429],
  }));
}

/** One player's session naming another player: never that player's data. */
export function crossPlayer(from: string): Probe[] {
  const theirs = { 'x-userid': 'dev-player-2', 'x-sessionid': 'dev-session-1' };
  return ['/api/games/favourite-games', '/api/games/recently-played', '/api/player/freerounds'].map((path) => ({
    path,
    options: { headers: theirs, from },
    expect: [401],
  }));
}
