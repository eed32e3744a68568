import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { LobbySettings } from '@lobby/shared';
import { BusProvider, LobbyThemeProvider } from '@lobby/ui';
import { render } from '@testing-library/react';
import { catalogueTexts } from '../../texts';
import { PreviewWindowNote } from './PreviewWindowNote';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function note(settings: Partial<LobbySettings>, startDate: string | null, endDate: string | null): string | null {
  const bus = createLobbyBus();
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, ...settings });
  const { container } = render(
    <I18nProvider i18n={createEnglishI18n({ catalogues: [catalogueTexts] })}>
      <BusProvider bus={bus}>
        <LobbyThemeProvider brand="WPTG" mode="dark">
          <PreviewWindowNote startDate={startDate} endDate={endDate} now={() => NOW} />
        </LobbyThemeProvider>
      </BusProvider>
    </I18nProvider>,
  );
  return container.querySelector('[data-preview-note]')?.textContent ?? null;
}

const EDITOR = { previewToken: 'token', previewAt: '2026-11-28T12:00:00Z' };

describe('PreviewWindowNote', () => {
  test.each<[string, Partial<LobbySettings>, string | null, string | null, string | null]>([
    ['an editor, a block that starts later', EDITOR, '2026-11-28T00:00:00Z', null, 'Preview: starts Nov 28'],
    ['an editor, a block that has ended', EDITOR, null, '2026-11-20T00:00:00Z', 'Preview: ended Nov 20'],
    ['an editor, a live block', EDITOR, '2026-11-01T00:00:00Z', null, null],
    ['a player never sees a note', {}, '2026-11-28T00:00:00Z', null, null],
  ])('%s', (_case, settings, start, end, text) => {
    expect(note(settings, start, end)).toBe(text);
  });
});
