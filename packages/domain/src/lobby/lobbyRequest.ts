import {
  LOBBY_QUERY,
  toQueryParams,
  type LicenseType,
  type LobbySettings,
  type Platform,
  type UserStatus,
} from '@lobby/shared';
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
    preview:
      isEditorPreview(settings) && settings.previewToken !== null
        ? { token: settings.previewToken, at: settings.previewAt }
        : null,
  };
}

/**
 * The lobby call's URL query parameters, in the order sent, by the lobby query's schema
 * (@lobby/shared LOBBY_QUERY), which the content service reads too: a field without a value is
 * left out, a list is comma-separated, a flag is `true`/`false`, and a value the service would
 * not accept is never sent (the service's default stands, as it would there). The preview
 * token is a header, never a parameter.
 */
export function lobbyRequestParams(request: LobbyRequest): Array<[string, string]> {
  return toQueryParams(LOBBY_QUERY, { ...request, at: request.preview?.at }).params;
}
