import { createLobbyBus } from '@lobby/bus';
import { ClockProvider, createLobbyClock } from '@lobby/connected';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createEnglishI18n, I18nProvider, loadLocale } from '@lobby/i18n';
import type { Locale } from '@lobby/shared';
import { LobbyThemeProvider } from '@lobby/ui';
import { act, render, screen } from '@testing-library/react';
import { bonusesTexts } from '../../texts';
import { ExpiryCountdown } from './ExpiryCountdown';

/** Intl separates with no-break spaces (U+00A0, U+202F); the expectations spell them as plain ones. */
const plainSpaces = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Noon UTC: the same calendar day in the time zones a test machine is likely to run in.
const EXPIRES_AT = '2029-11-28T12:00:00Z';

async function renderCountdown(locale: Locale, remainingMs: number, wallNow = Date.parse(EXPIRES_AT) - remainingMs) {
  const i18n = createEnglishI18n({ catalogues: [bonusesTexts] });
  if (locale !== 'en') await loadLocale(i18n, locale);
  jest.useFakeTimers({ now: wallNow });
  const bus = createLobbyBus();
  render(
    <I18nProvider i18n={i18n}>
      <LobbyThemeProvider brand="WPTG" mode="dark">
        <ClockProvider clock={createLobbyClock(bus)}>
          <ExpiryCountdown expiresAt={EXPIRES_AT} />
        </ClockProvider>
      </LobbyThemeProvider>
    </I18nProvider>,
  );
  return { countdown: screen.getByTestId('expiry-countdown'), bus };
}

describe('ExpiryCountdown', () => {
  afterEach(() => jest.useRealTimers());

  // The numbers in the active catalogue's locale, inside the translated text.
  test.each<[Locale, number, string]>([
    ['en', 1234 * DAY + 5 * HOUR, 'Expires in 1,234 d 5 h'],
    ['fr', 1234 * DAY + 5 * HOUR, 'Expire dans 1 234 j 5 h'],
    ['ko', 1234 * DAY + 5 * HOUR, '1,234일 5시간 후 만료'],
    ['en', 3 * HOUR + 5 * MINUTE, 'Expires in 3 h 5 min'],
    ['fr', 12 * MINUTE, 'Expire dans 12 min'],
    ['fr', -MINUTE, 'Expiré'],
  ])('in %s, %p ms before the end: %p', async (locale, remainingMs, expected) => {
    expect(plainSpaces((await renderCountdown(locale, remainingMs)).countdown.textContent)).toBe(expected);
  });

  test.each<[Locale, RegExp]>([
    ['en', /^Nov 28, 2029, \d{1,2}:\d{2} [AP]M$/],
    ['fr', /^28 nov\. 2029, \d{2}:\d{2}$/],
    ['ja', /^2029\/11\/28 \d{1,2}:\d{2}$/],
  ])('its title is the end date and time in %s', async (locale, pattern) => {
    const { countdown } = await renderCountdown(locale, 2 * DAY);
    expect(plainSpaces(countdown.getAttribute('title'))).toMatch(pattern);
    expect(countdown.getAttribute('datetime')).toBe(EXPIRES_AT);
  });

  test('counts down live, in the locale', async () => {
    const { countdown } = await renderCountdown('fr', 2 * MINUTE);
    expect(plainSpaces(countdown.textContent)).toBe('Expire dans 2 min');
    act(() => jest.advanceTimersByTime(MINUTE));
    expect(plainSpaces(countdown.textContent)).toBe('Expire dans 1 min');
  });

  test("follows the lobby's clock: an editor's time travel (previewAt) moves it", async () => {
    // Ten days before the end by the wall clock; the editor views the lobby 3 h 5 min before it.
    const { countdown, bus } = await renderCountdown('en', 10 * DAY);
    expect(plainSpaces(countdown.textContent)).toBe('Expires in 10 d 0 h');
    const previewAt = new Date(Date.parse(EXPIRES_AT) - 3 * HOUR - 5 * MINUTE).toISOString();
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, previewToken: 'token', previewAt }));
    expect(plainSpaces(countdown.textContent)).toBe('Expires in 3 h 5 min');
    for (let minute = 0; minute < 5; minute += 1) act(() => jest.advanceTimersByTime(MINUTE));
    expect(plainSpaces(countdown.textContent)).toBe('Expires in 3 h 0 min');
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, previewToken: 'token', previewAt: null }));
    expect(plainSpaces(countdown.textContent)).toBe('Expires in 9 d 23 h');
  });
});
