import { act, render, screen } from '@testing-library/react';
import { createLobbyBus } from '@lobby/bus';
import { createLobbyStore, LobbyStoreProvider } from '@lobby/connected';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createEnglishI18n, I18nProvider, loadLocale } from '@lobby/i18n';
import type { Locale } from '@lobby/shared';
import { DEFAULT_BALANCES } from '@lobby/shared';
import { rawLobby } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { hostTexts } from '../texts';
import { BalanceArea } from './BalanceArea';

/** Intl separates with no-break spaces (U+00A0, U+202F); the expectations spell them as plain ones. */
const plainSpaces = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

interface Case {
  /** The locale whose catalogues are active (what the host activates once they are in). */
  readonly active: Locale;
  /** The settings' locale and currency. */
  readonly settingsLocale: Locale;
  readonly settingsCurrency: string | null;
  /** The lobby reply's currency; undefined: no reply yet. */
  readonly lobbyCurrency?: string | null;
}

async function renderBalance({ active, settingsLocale, settingsCurrency, lobbyCurrency }: Case) {
  const i18n = createEnglishI18n({ catalogues: [hostTexts, uiTexts] });
  if (active !== 'en') await loadLocale(i18n, active);
  jest.useFakeTimers();
  const bus = createLobbyBus();
  if (lobbyCurrency !== undefined) bus.emit('lobby:dataChanged', rawLobby({ currency: lobbyCurrency }));
  bus.emit('session:changed', { userId: 'u', sessionId: 's', guest: false });
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: settingsLocale, currency: settingsCurrency });
  bus.emit('balances:changed', { ...DEFAULT_BALANCES, userBalance: 1234.5 });
  render(
    <I18nProvider i18n={i18n}>
      <LobbyThemeProvider brand="WPTG" mode="dark">
        <BusProvider bus={bus}>
          <LobbyStoreProvider store={createLobbyStore(bus)}>
            <BalanceArea />
          </LobbyStoreProvider>
        </BusProvider>
      </LobbyThemeProvider>
    </I18nProvider>,
  );
  // The amount comes once the lobby has loaded and the browser is idle (AfterFirstView).
  act(() => bus.emit('lobby:loadStateChanged', 'loaded'));
  act(() => jest.runOnlyPendingTimers());
  return { bus, i18n };
}

const balance = () => plainSpaces(screen.getByTestId('header-balance').textContent);

describe('BalanceArea', () => {
  afterEach(() => jest.useRealTimers());

  test.each<[string, Case, string]>([
    [
      "the settings' currency wins over the lobby reply's",
      { active: 'en', settingsLocale: 'en', settingsCurrency: 'EUR', lobbyCurrency: 'KRW' },
      '€1,234.50',
    ],
    [
      "without one in the settings, the lobby reply's",
      { active: 'ko', settingsLocale: 'ko', settingsCurrency: null, lobbyCurrency: 'KRW' },
      '₩1,235',
    ],
    ['neither: USD', { active: 'en', settingsLocale: 'en', settingsCurrency: null, lobbyCurrency: null }, '$1,234.50'],
    [
      'no lobby reply yet and no setting: USD',
      { active: 'en', settingsLocale: 'en', settingsCurrency: null },
      '$1,234.50',
    ],
    [
      "in the active locale's separators and symbol place",
      { active: 'fr', settingsLocale: 'fr', settingsCurrency: 'EUR', lobbyCurrency: 'USD' },
      '1 234,50 €',
    ],
    [
      'Spanish (Mexico)',
      { active: 'es-mx', settingsLocale: 'es-mx', settingsCurrency: null, lobbyCurrency: 'MXN' },
      '$1,234.50',
    ],
    [
      "the active catalogue's locale, not the settings' before its texts are in",
      { active: 'en', settingsLocale: 'fr', settingsCurrency: 'EUR', lobbyCurrency: null },
      '€1,234.50',
    ],
  ])('%s', async (_case, setup, expected) => {
    await renderBalance(setup);
    expect(balance()).toBe(expected);
  });

  test('follows a locale switch and a new lobby reply while shown', async () => {
    const { bus, i18n } = await renderBalance({
      active: 'en',
      settingsLocale: 'en',
      settingsCurrency: null,
      lobbyCurrency: 'EUR',
    });
    expect(balance()).toBe('€1,234.50');
    await act(() => loadLocale(i18n, 'fi'));
    expect(balance()).toBe('1 234,50 €');
    act(() => bus.emit('lobby:dataChanged', rawLobby({ currency: 'BRL' })));
    expect(balance()).toBe('1 234,50 BRL');
  });
});
