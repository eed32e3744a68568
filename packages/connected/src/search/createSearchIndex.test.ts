import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { GamesScope } from '@lobby/domain';
import type { RawSearchIndex } from '@lobby/shared';
import { fakeSearchIndex, rawGame } from '@lobby/testing';
import type { Schedule } from '../lobby/createLobbyStore';
import { createSearchIndex } from './createSearchIndex';

const CATALOGUE = [
  rawGame({ code: 'gates', title: 'Gates of Olympus', playingCount: 90 }),
  rawGame({ code: 'sweet', title: 'Sweet Bonanza', playingCount: 80 }),
];

const runAtOnce: Schedule = (run) => {
  run();
  return () => undefined;
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup() {
  const bus = createLobbyBus();
  const requests: { scope: GamesScope; reply: ReturnType<typeof deferred<RawSearchIndex>> }[] = [];
  const warn = jest.fn();
  const index = createSearchIndex({
    bus,
    fetchIndex: (scope) => {
      const reply = deferred<RawSearchIndex>();
      requests.push({ scope, reply });
      return reply.promise;
    },
    schedule: runAtOnce,
    logger: { warn },
  });
  return { bus, index, requests, warn };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSearchIndex', () => {
  test('loads once for the scope, builds the matcher and the trending games', async () => {
    const { index, requests } = setup();
    expect(index.state()).toEqual({ status: 'idle' });
    index.load();
    index.load();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.scope).toEqual({ platform: 'desktop', isActive: true, locale: 'en' });
    expect(index.state()).toEqual({ status: 'loading' });
    requests[0]?.reply.resolve(fakeSearchIndex(CATALOGUE));
    await flush();
    const state = index.state();
    if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
    expect(state.index.matcher?.match('sweet').map((hit) => hit.entry.code)).toEqual(['sweet']);
    expect(state.index.trending.map((entry) => entry.code)).toEqual(['gates', 'sweet']);
    index.load();
    expect(requests).toHaveLength(1);
  });

  test('prefetch() only fetches: the index is built when load() asks, from the same reply', async () => {
    const { index, requests } = setup();
    index.prefetch();
    index.prefetch();
    expect(requests).toHaveLength(1);
    requests[0]?.reply.resolve(fakeSearchIndex(CATALOGUE));
    await flush();
    expect(index.state()).toEqual({ status: 'idle' });
    index.load();
    await flush();
    expect(index.state().status).toBe('ready');
    expect(requests).toHaveLength(1);
  });

  test('a failed prefetch is logged and forgotten: load() asks again', async () => {
    const { index, requests, warn } = setup();
    index.prefetch();
    requests[0]?.reply.reject(new Error('down'));
    await flush();
    expect(warn).toHaveBeenCalledTimes(1);
    index.load();
    expect(requests).toHaveLength(2);
  });

  test('a failure is logged and said; load() tries again', async () => {
    const { index, requests, warn } = setup();
    index.load();
    requests[0]?.reply.reject(new Error('down'));
    await flush();
    expect(index.state()).toEqual({ status: 'failed' });
    expect(warn).toHaveBeenCalledWith('search: fetching the search index failed', expect.any(Error));
    index.load();
    expect(requests).toHaveLength(2);
  });

  test('a new locale drops the loaded index and fetches the new one; a late reply for the old one is ignored', async () => {
    const { bus, index, requests } = setup();
    index.load();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'es' });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.scope.locale).toBe('es');
    requests[0]?.reply.resolve(fakeSearchIndex(CATALOGUE, { locale: 'en' }));
    await flush();
    expect(index.state()).toEqual({ status: 'loading' });
    requests[1]?.reply.resolve(fakeSearchIndex(CATALOGUE, { locale: 'es' }));
    await flush();
    expect(index.state().status).toBe('ready');
  });

  test('a scope change before anything was wanted fetches nothing', () => {
    const { bus, index, requests } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'es' });
    expect(requests).toHaveLength(0);
    expect(index.state()).toEqual({ status: 'idle' });
  });

  test('a server-searched catalogue has no matcher and keeps its most played games for trending', async () => {
    const { index, requests } = setup();
    index.load();
    requests[0]?.reply.resolve(fakeSearchIndex(CATALOGUE, { serverSearch: true }));
    await flush();
    const state = index.state();
    if (state.status !== 'ready') throw new Error('not ready');
    expect(state.index.serverSearch).toBe(true);
    expect(state.index.matcher).toBeNull();
    expect(state.index.trending).toHaveLength(2);
  });
});
