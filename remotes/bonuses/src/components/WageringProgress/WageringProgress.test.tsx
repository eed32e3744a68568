import { createLobbyBus } from '@lobby/bus';
import { createLobbyStore, LobbyStoreProvider } from '@lobby/connected';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createEnglishI18n, I18nProvider, loadLocale } from '@lobby/i18n';
import type { Locale } from '@lobby/shared';
import { rawLobby } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider } from '@lobby/ui';
import { act, render, screen } from '@testing-library/react';
import { bonusesTexts } from '../../texts';
import { WageringProgress } from './WageringProgress';

/** Intl separates with no-break spaces (U+00A0, U+202F); the expectations spell them as plain ones. */
const plainSpaces = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

interface Case {
  /** The locale whose catalogues are active. */
  readonly locale: Locale;
  readonly settingsCurrency: string | null;
  /** The lobby reply's currency; undefined: no reply yet. */
  readonly lobbyCurrency?: string | null;
}

async function renderProgress({ locale, settingsCurrency, lobbyCurrency }: Case) {
  const i18n = createEnglishI18n({ catalogues: [bonusesTexts] });
  if (locale !== 'en') await loadLocale(i18n, locale);
  const bus = createLobbyBus();
  if (lobbyCurrency !== undefined) bus.emit('lobby:dataChanged', rawLobby({ currency: lobbyCurrency }));
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale, currency: settingsCurrency });
  render(
    <I18nProvider i18n={i18n}>
      <LobbyThemeProvider brand="WPTG" mode="dark">
        <BusProvider bus={bus}>
          <LobbyStoreProvider store={createLobbyStore(bus)}>
            <WageringProgress wagering={{ required: 5000, done: 1234.5 }} />
          </LobbyStoreProvider>
        </BusProvider>
      </LobbyThemeProvider>
    </I18nProvider>,
  );
  return bus;
}

/** What labels the bar: the amounts, then the percentage. */
const label = () => {
  const id = screen.getByRole('progressbar').getAttribute('aria-labelledby') ?? '';
  return plainSpaces(document.getElementById(id)?.textContent);
};

describe('WageringProgress', () => {
  test.each<[string, Case, string]>([
    [
      "the settings' currency wins over the lobby reply's",
      { locale: 'en', settingsCurrency: 'EUR', lobbyCurrency: 'KRW' },
      'Wagered €1,234.50 of €5,000.0024%',
    ],
    [
      "without one in the settings, the lobby reply's",
      { locale: 'en', settingsCurrency: null, lobbyCurrency: 'CAD' },
      'Wagered CA$1,234.50 of CA$5,000.0024%',
    ],
    [
      'neither: USD',
      { locale: 'en', settingsCurrency: null, lobbyCurrency: null },
      'Wagered $1,234.50 of $5,000.0024%',
    ],
    [
      'no lobby reply yet and no setting: USD',
      { locale: 'en', settingsCurrency: null },
      'Wagered $1,234.50 of $5,000.0024%',
    ],
    [
      'French amounts and percent sign',
      { locale: 'fr', settingsCurrency: 'EUR' },
      'Misé : 1 234,50 € sur 5 000,00 €24 %',
    ],
    [
      'Korean won have no minor unit',
      { locale: 'ko', settingsCurrency: null, lobbyCurrency: 'KRW' },
      '베팅 ₩1,235 / ₩5,00024%',
    ],
    ['Finnish', { locale: 'fi', settingsCurrency: 'EUR' }, 'Kierrätetty 1 234,50 €/5 000,00 €24 %'],
  ])('%s', async (_case, setup, expected) => {
    await renderProgress(setup);
    expect(label()).toBe(expected);
  });

  test('follows a new lobby reply', async () => {
    const bus = await renderProgress({ locale: 'en', settingsCurrency: null, lobbyCurrency: 'USD' });
    act(() => bus.emit('lobby:dataChanged', rawLobby({ currency: 'MXN' })));
    expect(label()).toBe('Wagered MX$1,234.50 of MX$5,000.0024%');
  });
});
