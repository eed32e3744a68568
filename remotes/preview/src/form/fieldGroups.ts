import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SettingsKey } from '@lobby/domain';

export interface FieldGroup {
  readonly id: string;
  readonly legend: MessageDescriptor;
  readonly keys: readonly SettingsKey[];
}

/**
 * The form's sections. Every schema key is in exactly one (formValues.test checks it), so a
 * key added to the schema cannot be left out of the form.
 */
export const FIELD_GROUPS: readonly FieldGroup[] = [
  { id: 'session', legend: msg({ id: 'preview.group.session', message: `Session` }), keys: ['userId', 'sessionId', 'geoComplyToken', 'port'] },
  { id: 'look', legend: msg({ id: 'preview.group.look', message: `Locale and look` }), keys: ['locale', 'theme'] },
  { id: 'platform', legend: msg({ id: 'preview.group.platform', message: `Platform` }), keys: ['platform', 'platformType', 'lobbyPlatform', 'bundleID', 'appVersion'] },
  { id: 'brand', legend: msg({ id: 'preview.group.brand', message: `Brand and licence` }), keys: ['brand', 'licenseType', 'country', 'currency', 'userStatuses'] },
  {
    id: 'player',
    legend: msg({ id: 'preview.group.player', message: `Player and balances` }),
    keys: ['userBalance', 'casinoCoin', 'exchangeRate', 'miniGameCoin', 'miniGameId', 'openGame', 'openGroup'],
  },
  { id: 'flags', legend: msg({ id: 'preview.group.flags', message: `Flags` }), keys: ['guestMode', 'useCodeTitle', 'useFullScreenCasino', 'isWPTPlay', 'forceShowGameInfo', 'openGamesInNewTab'] },
  { id: 'preview', legend: msg({ id: 'preview.title', message: `Preview` }), keys: ['previewMode', 'ccPreviewMode', 'previewToken', 'previewAt', 'casinoJsonResponse'] },
];
