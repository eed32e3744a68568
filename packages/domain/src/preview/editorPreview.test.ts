import type { LobbySettings } from '@lobby/shared';
import { DEFAULT_SETTINGS } from '../settings/schema';
import {
  injectedLobbyJson,
  instantLacksToken,
  isEditorPreview,
  previewInstant,
  windowNote,
  type WindowNote,
} from './editorPreview';

const AT = '2026-11-28T10:00:00Z';

describe("the editor's preview", () => {
  test.each<[string, Partial<LobbySettings>, boolean, string | null, number | null]>([
    ['a player (previewMode on by default, nothing to preview)', {}, false, null, null],
    ['a player with a stray instant', { previewAt: AT }, false, null, null],
    ['an injected reply', { casinoJsonResponse: '{}' }, true, '{}', null],
    [
      'an injected reply, CC preview',
      { previewMode: false, ccPreviewMode: true, casinoJsonResponse: '{}' },
      true,
      '{}',
      null,
    ],
    [
      'an injected reply with both flags off is ignored',
      { previewMode: false, casinoJsonResponse: '{}' },
      false,
      null,
      null,
    ],
    ['a token', { previewToken: 't' }, true, null, null],
    ['a token and an instant: time travel', { previewToken: 't', previewAt: AT }, true, null, Date.parse(AT)],
    ['a token with both flags off', { previewMode: false, previewToken: 't', previewAt: AT }, false, null, null],
  ])('%s', (_case, overrides, preview, injected, instant) => {
    const settings = { ...DEFAULT_SETTINGS, ...overrides };
    expect(isEditorPreview(settings)).toBe(preview);
    expect(injectedLobbyJson(settings)).toBe(injected);
    expect(previewInstant(settings)).toBe(instant);
  });
});

test.each<[string | null, string | null, boolean]>([
  [null, null, false],
  [AT, null, true],
  [AT, 't', false],
  [null, 't', false],
])('instantLacksToken: at %p, token %p → %p', (previewAt, previewToken, lacks) => {
  expect(instantLacksToken({ previewAt, previewToken })).toBe(lacks);
});

describe('windowNote', () => {
  const NOW = Date.parse('2026-11-23T12:00:00Z');
  test.each<[string, string | null, string | null, WindowNote]>([
    ['open window', null, null, null],
    ['live now', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', null],
    ['starts tomorrow', '2026-11-24T00:00:00Z', null, { kind: 'starts', at: Date.parse('2026-11-24T00:00:00Z') }],
    ['ended yesterday', null, '2026-11-22T00:00:00Z', { kind: 'ended', at: Date.parse('2026-11-22T00:00:00Z') }],
    ['ends exactly now (end exclusive)', null, '2026-11-23T12:00:00Z', { kind: 'ended', at: NOW }],
    ['starts exactly now (start inclusive)', '2026-11-23T12:00:00Z', null, null],
    ['unreadable dates mark nothing', 'soon', 'later', null],
  ])('%s', (_case, start, end, note) => {
    expect(windowNote(start, end, NOW)).toEqual(note);
  });
});
