import type { LicenseType, LobbySettings, Platform, UserStatus } from '@lobby/shared';
import { lobbyRequestStatuses } from '../entities/audience';
import { isEditorPreview } from '../preview/editorPreview';
import { requestsIosGames } from './gamesScope';

/** SPEC §7 "GET casino": what the lobby call asks for. */
export interface LobbyRequest {
  readonly locale: string;
  readonly devicePlatform: Platform;
  readonly country: string | null;
  readonly licenseType: LicenseType | null;
  readonly brand: string;
  /** Sent comma-separated. */
  readonly userStatuses: readonly UserStatus[] | null;
  readonly useCodeTitle?: boolean;
  readonly isIos?: boolean;
  readonly lobbyPlatform?: string | null;
  /** An editor's preview: the token (a header, never in a cacheable URL) and the instant to view. */
  readonly preview?: { readonly token: string; readonly at: string | null } | null;
}

/** The lobby call's request from the settings in force. */
export function lobbyRequestOf(settings: LobbySettings): LobbyRequest {
  return {
    locale: settings.locale,
    devicePlatform: settings.platform,
    country: settings.country,
    licenseType: settings.licenseType,
    brand: settings.brand,
    userStatuses: lobbyRequestStatuses(settings),
    useCodeTitle: settings.useCodeTitle,
    isIos: requestsIosGames(settings),
    lobbyPlatform: settings.lobbyPlatform,
    preview: isEditorPreview(settings) && settings.previewToken !== null ? { token: settings.previewToken, at: settings.previewAt } : null,
  };
}

/**
 * The lobby call's URL query parameters, in the order sent: a field without a value is left
 * out, a list is comma-separated, a flag is `true`/`false`. The preview token is a header,
 * never a parameter.
 */
export function lobbyRequestParams(request: LobbyRequest): Array<[string, string]> {
  const fields: Array<[string, string | boolean | null | undefined]> = [
    ['locale', request.locale],
    ['devicePlatform', request.devicePlatform],
    ['country', request.country],
    ['licenseType', request.licenseType],
    ['brand', request.brand],
    ['userStatuses', request.userStatuses?.join(',')],
    ['useCodeTitle', request.useCodeTitle],
    ['isIos', request.isIos],
    ['lobbyPlatform', request.lobbyPlatform],
    ['at', request.preview?.at],
  ];
  return fields.flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, String(value)] as [string, string]]));
}
