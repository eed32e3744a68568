import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { LaunchUrlResult } from '@lobby/shared';
import { AxiosError } from 'axios';
import { connectLaunchUrls } from './connectLaunchUrls';

const BOOK = { gameCode: 'book', aggregator: 'bragg' };

function setup(launchGame: jest.Mock) {
  const bus = createLobbyBus();
  const logger = { error: jest.fn() };
  const disconnect = connectLaunchUrls(bus, { api: { launchGame }, logger });
  const answers: LaunchUrlResult[] = [];
  bus.on$('game:launchUrlResolved').subscribe((answer) => answers.push(answer));
  return { bus, logger, disconnect, answers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectLaunchUrls', () => {
  test('asks the API in the lobby language and layout and answers with the address', async () => {
    const launchGame = jest.fn(async () => ({ url: '/demo-games/bragg/book?locale=fr' }));
    const { bus, answers } = setup(launchGame);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'fr', platform: 'mobile' });
    bus.emit('game:launchUrlRequested', BOOK);
    await flush();
    expect(launchGame).toHaveBeenCalledWith({
      gameKey: 'bragg:book',
      locale: 'fr',
      platform: 'mobile',
      geoComplyToken: null,
    });
    expect(answers).toEqual([{ game: BOOK, url: '/demo-games/bragg/book?locale=fr' }]);
  });

  test("a game served locally plays from the device's server on the settings' port (SPEC §3 servingMethod, port)", async () => {
    const launchGame = jest.fn(async () => ({ url: '/demo-games/bragg/book?locale=en' }));
    const bus = createLobbyBus();
    const servingMethod = 'local' as const;
    connectLaunchUrls(bus, {
      api: { launchGame },
      logger: { error: jest.fn() },
      games: { byKey: (key) => (key === 'bragg:book' ? ({ servingMethod } as never) : undefined) },
    });
    const answers: LaunchUrlResult[] = [];
    bus.on$('game:launchUrlResolved').subscribe((answer) => answers.push(answer));
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, port: '8081' });
    bus.emit('game:launchUrlRequested', BOOK);
    await flush();
    expect(answers).toEqual([{ game: BOOK, url: 'http://localhost:8081/demo-games/bragg/book?locale=en' }]);
    // Without a port there is no local server: the address as the service gave it.
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, port: null });
    bus.emit('game:launchUrlRequested', BOOK);
    await flush();
    expect(answers[1]).toEqual({ game: BOOK, url: '/demo-games/bragg/book?locale=en' });
  });

  test('sends the geo-compliance token in force with the launch (SPEC §3 geoComplyToken, the shell geoToken)', async () => {
    const launchGame = jest.fn(async () => ({ url: '/demo-games/bragg/book' }));
    const { bus } = setup(launchGame);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, geoComplyToken: 'geo-123' });
    bus.emit('game:launchUrlRequested', BOOK);
    await flush();
    expect(launchGame).toHaveBeenCalledWith(expect.objectContaining({ geoComplyToken: 'geo-123' }));
  });

  test.each([
    ['a timeout', new AxiosError('timeout of 20000ms exceeded', AxiosError.ETIMEDOUT), 'noResponse'],
    ['no answer', new AxiosError('Network Error', AxiosError.ERR_NETWORK), 'noResponse'],
    ['a refusal', new Error('Request failed with status code 409'), 'refused'],
  ])('answers %s with its failure, logged', async (_name, error, failure) => {
    const { bus, answers, logger } = setup(jest.fn(async () => Promise.reject(error)));
    bus.emit('game:launchUrlRequested', BOOK);
    await flush();
    expect(answers).toEqual([{ game: BOOK, failure, statusText: error.message }]);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  test('stops answering once disconnected', async () => {
    const launchGame = jest.fn(async () => ({ url: '/x' }));
    const { bus, disconnect } = setup(launchGame);
    disconnect();
    bus.emit('game:launchUrlRequested', BOOK);
    await flush();
    expect(launchGame).not.toHaveBeenCalled();
  });
});
