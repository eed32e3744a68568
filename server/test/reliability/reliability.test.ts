/**
 * The reliability suite: the real server as its own process, probed as an attacker and an
 * operator would. It prints its figures (requests tried per class and answered as expected,
 * writes acknowledged and found after kill -9, the cache-busting slowdown, slow bodies, a
 * second server on one DATA_DIR, a full disk) and fails when one is off.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeAgents, percentile, send } from './httpClient';
import {
  crossPlayer,
  fileProbes,
  forwardedForRotation,
  malformedInput,
  runProbes,
  sessionGuessing,
  wrongContentTypes,
  type ProbeClass,
} from './probes';
import { runRefusedServer, startServerProcess, type ServerProcess } from './serverProcess';

const run = promisify(execFile);
const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');
const OPERATOR_TOKEN = 'reliability-operator-token-0123456789';
const RATE_LIMIT = 1000;
const AUTH_FAILURE_LIMIT = 20;
const REQUEST_TIMEOUT_MS = 3000;
const DEV = { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-1' };
const JSON_HEADERS = { 'content-type': 'application/json' };
/** When a trickling client of the slow-body test closes its socket itself. */
const TRICKLE_GIVE_UP_MS = 30_000;
/** What a browser sends for the lobby call. */
const NORMAL_LOBBY = '/api/v1/casino/lobby?locale=en&devicePlatform=desktop&userStatuses=LoggedIn';
const BROWSER = { 'accept-encoding': 'br, gzip' };
/** What a loaded machine may add to a millisecond call's p95 without anything being starved. */
const SCHEDULING_JITTER_MS = 25;
/** Each cache-busting client's pause between requests: issue 10's 2 requests a second. */
const ATTACK_PAUSE_MS = 500;

const figures: string[] = [];
const classes: ProbeClass[] = [];
const figure = (line: string): void => {
  figures.push(line);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(() => {
  closeAgents();
  const width = Math.max(...classes.map((probe) => probe.name.length), 10);
  const table = classes.map(
    (probe) => `  ${probe.name.padEnd(width)}  ${String(probe.tried).padStart(5)} tried  ${String(probe.asExpected).padStart(5)} as expected`,
  );
  console.log(['Reliability figures (server/test/reliability):', ...table, ...figures.map((line) => `  ${line}`)].join('\n'));
});

async function gameKeys(base: string, count: number): Promise<string[]> {
  const answer = await send(`${base}/api/v1/casino/games?limit=${count}&isActive=true`, { from: '127.0.0.9' });
  return (JSON.parse(answer.body.toString()) as { data: { aggregator: string; code: string }[] }).data.map(
    (game) => `${game.aggregator}:${game.code}`,
  );
}

describe('the server under abuse and faults', () => {
  let root: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  const env = () => ({
    DATA_DIR: dataDir,
    SEED_GAMES: '3000',
    OPERATOR_TOKEN,
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lobby-reliability-'));
    dataDir = path.join(root, 'data');
    // A first start, as on a fresh machine: it creates and seeds the database.
    server = await startServerProcess({ env: env() });
  }, 120_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    await rm(root, { recursive: true, force: true });
  });

  it('answers every class of bad request as it should', async () => {
    const base = server?.url ?? '';
    const descriptor = JSON.parse(await readFile(path.join(ROOT_DIR, 'remotes', 'catalogue', 'dist', 'release.json'), 'utf8').catch(() => '{}')) as {
      version?: string;
    };
    classes.push(await runProbes('malformed input (400)', base, malformedInput('127.0.0.2')));
    classes.push(await runProbes('not JSON (415)', base, wrongContentTypes('127.0.0.2')));
    classes.push(await runProbes('files outside the build (4xx)', base, fileProbes('127.0.0.2', descriptor.version ?? '0.1.0')));
    classes.push(await runProbes("another player's data (401)", base, crossPlayer('127.0.0.2')));
    classes.push(await runProbes('session guessing (401, then 429)', base, sessionGuessing('127.0.0.3', 200, AUTH_FAILURE_LIMIT)));
    classes.push(await runProbes('rotating X-Forwarded-For (429 past the limit)', base, forwardedForRotation('127.0.0.4', 1100, RATE_LIMIT)));
    for (const probe of classes) expect({ name: probe.name, surprises: probe.surprises }).toEqual({ name: probe.name, surprises: [] });
  }, 120_000);

  it('keeps a normal lobby call fast while 30 cache-busting values are in flight', async () => {
    const base = server?.url ?? '';
    const normal = async (samples: number): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) times.push((await send(`${base}${NORMAL_LOBBY}`, { headers: BROWSER, from: '127.0.0.5' })).ms);
      return times;
    };
    await normal(20);
    const idle = percentile(await normal(150), 95);
    const busts = [
      (n: number) => `lobbyPlatform=bust${n}`,
      (n: number) => `brand=bust${n}`,
      (n: number) => `country=Q${String.fromCharCode(65 + (n % 26))}`,
      (n: number) => `userStatuses=LoggedIn,Bust${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n / 26) % 26))}`,
    ];
    // The attack of issue 10 (2 requests a second, a new value each), thirty times over:
    // thirty clients, each always with a distinct value in flight.
    let next = 0;
    let busting = true;
    let bustAnswers = 0;
    const attackStarted = Date.now();
    const attackers = Array.from({ length: 30 }, async (_, worker) => {
      while (busting) {
        next += 1;
        const query = busts[next % busts.length]?.(next) ?? '';
        const answer = await send(`${base}/api/v1/casino/lobby?locale=en&${query}`, { headers: BROWSER, from: `127.0.2.${worker + 1}` });
        if (answer.status === 200) bustAnswers += 1;
        await sleep(ATTACK_PAUSE_MS);
      }
    });
    await sleep(1000);
    const underLoad = percentile(await normal(150), 95);
    busting = false;
    await Promise.all(attackers);
    const attackRate = bustAnswers / ((Date.now() - attackStarted) / 1000);
    const ratio = underLoad / idle;
    // Twice the idle p95, or that plus a few milliseconds: on a ~4 ms call a busy 2-core machine's
    // jitter alone moves the ratio past 2, while the starvation this guards against cost hundreds.
    const limit = Math.max(2 * idle, idle + SCHEDULING_JITTER_MS);
    figure(
      `cache busting: normal lobby call p95 ${idle.toFixed(1)} ms idle, ${underLoad.toFixed(1)} ms with 30 distinct values in flight ` +
        `(${bustAnswers} answered, ${attackRate.toFixed(0)}/s): ratio ${ratio.toFixed(2)} (limit ${limit.toFixed(1)} ms)`,
    );
    expect(underLoad).toBeLessThanOrEqual(limit);
  }, 120_000);

  it('cuts off slow request bodies', async () => {
    const { port } = new URL(server?.url ?? '');
    const started = Date.now();
    const closedAfter = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<number>((resolve) => {
            const socket = connect(Number(port), '127.0.0.1', () => {
              socket.write(
                `POST /api/haba/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-UserId: dev-player-1\r\nX-SessionId: dev-session-1\r\nContent-Length: 500\r\n\r\n{`,
              );
            });
            const trickle = setInterval(() => socket.write(' '), 250);
            const giveUp = setTimeout(() => socket.destroy(), TRICKLE_GIVE_UP_MS);
            socket.on('error', () => undefined);
            socket.on('close', () => {
              clearInterval(trickle);
              clearTimeout(giveUp);
              resolve(Date.now() - started);
            });
          }),
      ),
    );
    const slowest = Math.max(...closedAfter);
    figure(`slow bodies: 20 trickling sockets, all closed within ${(slowest / 1000).toFixed(1)} s (REQUEST_TIMEOUT_MS=${REQUEST_TIMEOUT_MS})`);
    // The server cut them, long before the clients would have given up. How soon is the figure's to
    // say: on a busy 2-core machine the check interval's lateness varies by seconds.
    expect(slowest).toBeLessThan(TRICKLE_GIVE_UP_MS / 2);
  }, 60_000);

  it('refuses a second server on the same DATA_DIR, naming the folder and the pid', async () => {
    const second = await runRefusedServer({ env: env() });
    const message = `DATA_DIR ${dataDir} is in use by another server (pid ${server?.pid})`;
    figure(`two servers on one DATA_DIR: the second exited with ${second.code}: "${second.output.split('\n').find((line) => line.includes('DATA_DIR')) ?? second.output}"`);
    expect(second.code).toBe(1);
    expect(second.output).toContain(message);
    // The first one is unharmed.
    expect((await send(`${server?.url}/api/games/favourite-games`, { headers: DEV, from: '127.0.0.6' })).status).toBe(200);
  }, 60_000);

  it('keeps every acknowledged write through a kill -9', async () => {
    const base = server?.url ?? '';
    const keys = await gameKeys(base, 200);
    const players = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const answer = await send(`${base}/api/operator/sessions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, ...JSON_HEADERS },
          body: JSON.stringify({ userId: `load-${i}` }),
          from: '127.0.0.7',
        });
        return JSON.parse(answer.body.toString()) as { userId: string; sessionId: string };
      }),
    );
    const acknowledged = new Map<string, Set<string>>(players.map((player) => [player.userId, new Set()]));
    let acks = 0;
    let killed = false;
    await Promise.all(
      players.map(async (player, index) => {
        for (const key of keys) {
          if (killed) return;
          const answer = await send(`${base}/api/games/favourite-games/${key}`, {
            method: 'PUT',
            headers: { 'x-userid': player.userId, 'x-sessionid': player.sessionId },
            from: `127.0.3.${index + 1}`,
          });
          if (answer.status === 200) {
            acknowledged.get(player.userId)?.add(key);
            acks += 1;
          }
          if (acks >= 1000 && !killed) {
            killed = true;
            // Mid-flight: other players' writes are still on their way.
            server?.kill('SIGKILL');
          }
        }
      }),
    );
    await server?.exited;
    closeAgents();
    server = await startServerProcess({ env: env() });
    let found = 0;
    for (const [index, player] of players.entries()) {
      const answer = await send(`${server.url}/api/games/favourite-games`, {
        headers: { 'x-userid': player.userId, 'x-sessionid': player.sessionId },
        from: `127.0.4.${index + 1}`,
      });
      const stored = new Set((JSON.parse(answer.body.toString()) as { data: string[] }).data);
      found += [...(acknowledged.get(player.userId) ?? [])].filter((key) => stored.has(key)).length;
    }
    figure(`kill -9: ${acks} writes acknowledged before the kill, ${found} found after the restart`);
    expect(found).toBe(acks);
  }, 120_000);
});

/**
 * A full disk, for real: the server runs in a mount namespace of its own whose DATA_DIR is a
 * small tmpfs, which the test grows, fills and empties from outside (nsenter).
 */
describe('the server on a full disk', () => {
  let root: string;
  let server: ServerProcess | undefined;
  const inNamespace = async (script: string): Promise<void> => {
    await run('nsenter', ['--target', String(server?.pid), '--user', '--mount', '--preserve-credentials', 'sh', '-c', script]).catch(
      () => undefined,
    );
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lobby-diskfull-'));
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    await rm(root, { recursive: true, force: true });
  });

  it('starts with a clear message, answers 503, and recovers without a restart once there is space', async () => {
    const mount = path.join(root, 'disk');
    server = await startServerProcess({
      wrap: ['unshare', '--user', '--map-root-user', '--mount', '--propagation', 'private', 'sh', '-c', 'mkdir -p "$0" && mount -t tmpfs -o size=12m tmpfs "$0" && exec "$@"', mount],
      env: { DATA_DIR: path.join(mount, 'data'), SEED_GAMES: '200', LOG_LEVEL: 'info' },
    });
    // The server listens before the database is ready, so on a loaded machine the full disk
    // may be found only after 'running on': wait for the message rather than race it.
    const unavailable = /\[database\] .* is unavailable: .*no space left on device/;
    for (let i = 0; i < 60 && !unavailable.test(server.output()); i += 1) await sleep(500);
    expect(server.output()).toMatch(unavailable);
    const during = await send(`${server.url}/api/v1/casino/lobby`, { from: '127.0.5.1' });
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBeDefined();

    const spaceBack = Date.now();
    await inNamespace(`mount -o remount,size=400m "${mount}"`);
    let recovered: number | null = null;
    for (let i = 0; i < 120 && recovered === null; i += 1) {
      if ((await send(`${server.url}/api/v1/casino/lobby`, { from: '127.0.5.1' })).status === 200) recovered = Date.now() - spaceBack;
      else await sleep(500);
    }
    figure(
      `disk full at first start: 503 with "[database] … no space left on device" on screen; ` +
        `${recovered === null ? 'never recovered' : `serving ${(recovered / 1000).toFixed(1)} s after space came back, without a restart`}`,
    );
    expect(recovered).not.toBeNull();
  }, 120_000);

  it('answers 503 (never 500) with the cause logged while the disk is full, and writes again once it is not', async () => {
    const mount = path.join(root, 'disk');
    const base = server?.url ?? '';
    const keys = await gameKeys(base, 200);
    const logBefore = server?.output().length ?? 0;
    await inNamespace(`cat /dev/zero > "${mount}/filler" 2>/dev/null; true`);
    const counts = new Map<number, number>();
    for (const [index, key] of keys.entries()) {
      const method = index % 2 === 0 ? 'PUT' : 'DELETE';
      const answer = await send(`${base}/api/games/favourite-games/${key}`, { method, headers: DEV, from: '127.0.5.2' });
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    }
    const logged = (server?.output() ?? '').slice(logBefore);
    await inNamespace(`rm -f "${mount}/filler"`);
    // A database that died of the full disk is being reopened: wait for the first write.
    for (let i = 0; i < 60; i += 1) {
      const probe = await send(`${base}/api/games/favourite-games/${keys[0]}`, { method: 'PUT', headers: DEV, from: '127.0.5.3' });
      if (probe.status === 200) break;
      await sleep(500);
    }
    let after = 0;
    for (const key of keys.slice(0, 50)) {
      const answer = await send(`${base}/api/games/favourite-games/${key}`, { method: 'PUT', headers: DEV, from: '127.0.5.3' });
      if (answer.status === 200) after += 1;
    }
    const shown = [...counts.entries()].map(([status, count]) => `${count}×${status}`).join(', ');
    figure(`disk full while serving: ${keys.length} writes → ${shown}; cause logged: ${/No space left|ENOSPC|53100/.test(logged)}; after freeing space ${after}/50 written`);
    expect(counts.get(500) ?? 0).toBe(0);
    expect(counts.get(503) ?? 0).toBeGreaterThan(0);
    expect(logged).toMatch(/No space left|ENOSPC|53100/);
    expect(after).toBe(50);
  }, 120_000);
});
