import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createEnglishI18n } from '@lobby/i18n';
import type { Locale } from '@lobby/shared';
import { BusProvider } from '@lobby/ui';
import { LocaleSettled } from './LocaleSettled';

function setup() {
  const bus = createLobbyBus();
  const i18n = createEnglishI18n();
  render(
    <I18nProvider i18n={i18n}>
      <BusProvider bus={bus}>
        <LocaleSettled fallback={<p>skeleton</p>}>
          <p>page</p>
        </LocaleSettled>
      </BusProvider>
    </I18nProvider>,
  );
  const shown = () => screen.getByRole('paragraph').textContent;
  const settings = (locale: Locale) => act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale }));
  const activate = (locale: Locale) =>
    act(() => {
      i18n.load(locale, {});
      i18n.activate(locale);
    });
  const state = (loadState: 'loading' | 'maintenance') => act(() => bus.emit('lobby:loadStateChanged', loadState));
  return { shown, settings, activate, state };
}

describe('LocaleSettled', () => {
  test('waits for the settings, then shows an English page at once', () => {
    const t = setup();
    expect(t.shown()).toBe('skeleton');
    t.settings('en');
    expect(t.shown()).toBe('page');
  });

  test('maintenance before any settings (no initialData came) shows at once', () => {
    const t = setup();
    t.state('loading');
    expect(t.shown()).toBe('skeleton');
    t.state('maintenance');
    expect(t.shown()).toBe('page');
  });

  test('holds a Japanese page until Japanese is active', () => {
    const t = setup();
    t.settings('ja');
    expect(t.shown()).toBe('skeleton');
    t.activate('ja');
    expect(t.shown()).toBe('page');
  });

  test('keeps the page up through a later switch', () => {
    const t = setup();
    t.settings('en');
    t.settings('fr');
    expect(t.shown()).toBe('page');
  });
});
