import { ANALYTICS_KEY_META } from '@lobby/shared';
import { injectPageMeta } from './pagePolicy';

const PAGE = '<html><head><title>Lobby</title></head><body></body></html>';
const BASE = { mode: 'production', shellOrigins: ['https://app.example.com'], proxyOrigins: [] } as const;

describe('injectPageMeta', () => {
  test('names no custom scheme unless one is configured', () => {
    expect(injectPageMeta(PAGE, BASE)).toBe(
      '<html><head><title>Lobby</title><meta name="lobby-mode" content="production"><meta name="lobby-shell-origins" content="https://app.example.com"></head><body></body></html>',
    );
  });

  test('names the configured custom scheme (SHELL_SCHEME) for the shell bridge', () => {
    expect(injectPageMeta(PAGE, { ...BASE, shellScheme: 'casinolobby' })).toContain('<meta name="lobby-shell-scheme" content="casinolobby"></head>');
  });

  test('names the analytics write key when analytics are on, and nothing without one', () => {
    expect(injectPageMeta(PAGE, BASE)).not.toContain(ANALYTICS_KEY_META);
    expect(injectPageMeta(PAGE, { ...BASE, analyticsWriteKey: 'wk_live-1' })).toContain(
      `<meta name="${ANALYTICS_KEY_META}" content="wk_live-1"></head>`,
    );
  });
});
