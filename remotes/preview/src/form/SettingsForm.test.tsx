import { DEFAULT_SETTINGS, SETTINGS_FIELDS } from '@lobby/domain';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { LobbySettings } from '@lobby/shared';
import { rawLobby } from '@lobby/testing';
import { LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { previewTexts } from '../texts';
import { FIELD_GROUPS } from './fieldGroups';
import { SettingsForm, type FrameLayout } from './SettingsForm';

function renderForm(initial: LobbySettings = DEFAULT_SETTINGS) {
  const opened: [LobbySettings, FrameLayout][] = [];
  const i18n = createEnglishI18n({ catalogues: [uiTexts, previewTexts] });
  render(
    <I18nProvider i18n={i18n}>
      <LobbyThemeProvider brand="WPTG" mode="dark">
        <SettingsForm initial={initial} currentLobby={rawLobby()} onOpen={(settings, layout) => opened.push([settings, layout])} />
      </LobbyThemeProvider>
    </I18nProvider>,
  );
  return { opened, open: () => screen.getByRole('button', { name: 'Open the lobby' }) };
}

const input = (key: string) => screen.getByLabelText(key, { exact: true }) as HTMLInputElement;

describe('SettingsForm', () => {
  test('every settings key is in exactly one group', () => {
    const grouped = FIELD_GROUPS.flatMap((group) => group.keys);
    expect([...grouped].sort()).toEqual(SETTINGS_FIELDS.map((field) => field.key).sort());
  });

  test('starts at the defaults, valid, and opens with them', () => {
    const { opened, open } = renderForm();
    expect(input('appVersion').value).toBe('1.6.77');
    expect(input('exchangeRate').value).toBe('1');
    expect(input('previewMode').checked).toBe(true);
    expect(open()).toHaveProperty('disabled', false);
    fireEvent.click(open());
    expect(opened).toEqual([[DEFAULT_SETTINGS, 'both']]);
  });

  test.each<[string, string, string]>([
    ['appVersion', '1.6', "Invalid pattern. Follow '{num}.{num}.{num}'."],
    ['exchangeRate', '0.5', 'Enter 1 or more.'],
    ['userBalance', '-1', 'Enter 0 or more.'],
    ['userBalance', '1.005', 'Enter a multiple of 0.01.'],
    ['brand', '', 'This field is required.'],
  ])('%s = %p: the message is tied to the input, and opening is refused with the reason', (key, value, message) => {
    const { opened, open } = renderForm();
    fireEvent.change(input(key), { target: { value } });
    const field = input(key);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(open()).toHaveProperty('disabled', true);
    expect(screen.getByText('Fix the 1 problem marked above to open the lobby.')).toBeTruthy();
    fireEvent.submit(open().closest('form')!);
    expect(opened).toEqual([]);
  });

  test('a pasted lobby reply is checked, with the path of what is wrong', () => {
    const { open } = renderForm();
    const textarea = screen.getByLabelText(/Lobby reply to render/);
    fireEvent.change(textarea, { target: { value: JSON.stringify({ ...rawLobby(), blocks: [{ id: 7 }] }) } });
    expect(screen.getByText('blocks[0].id: expected a string')).toBeTruthy();
    expect(open()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Load the current lobby' }));
    expect(screen.queryByText(/expected/)).toBeNull();
    expect(open()).toHaveProperty('disabled', false);
  });

  test('time travel needs a token; with one, the instant opens as an ISO date-time', () => {
    const { opened, open } = renderForm();
    fireEvent.change(screen.getByLabelText(/View the lobby as of/), { target: { value: '2026-11-28T10:30' } });
    expect(screen.getByText('Viewing the lobby as of another time needs a preview token.')).toBeTruthy();
    expect(open()).toHaveProperty('disabled', true);
    fireEvent.change(input('previewToken'), { target: { value: 'token-1' } });
    fireEvent.click(screen.getByLabelText('Phone (390 × 844)'));
    fireEvent.click(open());
    expect(opened).toHaveLength(1);
    const [settings, layout] = opened[0]!;
    expect(layout).toBe('phone');
    expect(settings.previewToken).toBe('token-1');
    expect(settings.previewAt).toBe(new Date('2026-11-28T10:30').toISOString());
  });
});
