import { localGamePort, servedLaunchUrl } from './localGameServer';

describe('localGamePort', () => {
  test.each<[string | null, number | null]>([
    ['8081', 8081],
    [' 3000 ', 3000],
    ['65535', 65535],
    ['65536', null],
    ['0', null],
    ['080', null],
    ['http', null],
    ['', null],
    [null, null],
  ])('%p -> %p', (port, expected) => {
    expect(localGamePort(port)).toBe(expected);
  });
});

describe('servedLaunchUrl (SPEC §3 servingMethod and port)', () => {
  test.each<[string, string, 'remote' | 'local', string | null, string]>([
    [
      'a local game with a port: the device server',
      '/demo-games/bragg/g1?locale=fr',
      'local',
      '8081',
      'http://localhost:8081/demo-games/bragg/g1?locale=fr',
    ],
    [
      'an absolute address keeps its path and query',
      'https://games.example/play/g1?t=1#x',
      'local',
      '3000',
      'http://localhost:3000/play/g1?t=1#x',
    ],
    ['a local game without a port: as given', '/demo-games/bragg/g1', 'local', null, '/demo-games/bragg/g1'],
    ['a local game with no valid port: as given', '/demo-games/bragg/g1', 'local', '99999', '/demo-games/bragg/g1'],
    ['a remote game: always as given', 'https://games.example/play', 'remote', '8081', 'https://games.example/play'],
  ])('%s', (_case, url, servingMethod, port, expected) => {
    expect(servedLaunchUrl(url, servingMethod, port)).toBe(expected);
  });
});
