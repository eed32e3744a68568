import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createEnglishI18n, I18nProvider, loadLocale } from '@lobby/i18n';
import type { LobbySettings, Locale } from '@lobby/shared';
import { BusProvider, LobbyThemeProvider } from '@lobby/ui';
import { render } from '@testing-library/react';
import { catalogueTexts } from '../../texts';
import { PreviewWindowNote } from './PreviewWindowNote';

const NOW = Date.parse('2026-11-23T12:00:00Z');
// Window dates at noon UTC: the same calendar day in the time zones a test machine is likely to run in.

async function note(
  settings: Partial<LobbySettings>,
  startDate: string | null,
  endDate: string | null,
  locale: Locale = 'en',
): Promise<string | null> {
  const i18n = createEnglishI18n({ catalogues: [catalogueTexts] });
  if (locale !== 'en') await loadLocale(i18n, locale);
  const bus = createLobbyBus();
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale, ...settings });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <BusProvider bus={bus}>
        <LobbyThemeProvider brand="WPTG" mode="dark">
          <PreviewWindowNote startDate={startDate} endDate={endDate} now={() => NOW} />
        </LobbyThemeProvider>
      </BusProvider>
    </I18nProvider>,
  );
  // Intl separates with no-break spaces (U+00A0, U+202F); the expectations spell them as plain ones.
  return container.querySelector('[data-preview-note]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
}

const EDITOR = { previewToken: 'token', previewAt: '2026-11-28T12:00:00Z' };

describe('PreviewWindowNote', () => {
  test.each<[string, Partial<LobbySettings>, string | null, string | null, string | null]>([
    ['an editor, a block that starts later', EDITOR, '2026-11-28T12:00:00Z', null, 'Preview: starts Nov 28'],
    ['an editor, a block that has ended', EDITOR, null, '2026-11-20T12:00:00Z', 'Preview: ended Nov 20'],
    ['an editor, a live block', EDITOR, '2026-11-01T00:00:00Z', null, null],
    ['a player never sees a note', {}, '2026-11-28T00:00:00Z', null, null],
  ])('%s', async (_case, settings, start, end, text) => {
    expect(await note(settings, start, end)).toBe(text);
  });

  // The date in the active catalogue's locale, inside the translated note.
  test.each<[Locale, string | null, string | null, string]>([
    ['fr', '2026-11-28T12:00:00Z', null, 'Aperçu : débute le 28 nov.'],
    ['fr', null, '2026-11-20T12:00:00Z', 'Aperçu : terminé le 20 nov.'],
    ['ja', '2026-11-28T12:00:00Z', null, 'プレビュー：11月28日開始'],
    ['es-mx', '2026-11-28T12:00:00Z', null, 'Vista previa: empieza el 28 nov'],
  ])('in %s', async (locale, start, end, text) => {
    expect(await note(EDITOR, start, end, locale)).toBe(text);
  });
});
