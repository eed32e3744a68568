import type { LobbyQuery } from '@lobby/api';
import { isEditorPreview, lobbyRequestStatuses, requestsIosGames } from '@lobby/domain';
import type { LobbySettings } from '@lobby/shared';

/** The lobby call's query (SPEC §7 "GET casino") from the settings in force. */
export function lobbyQueryOf(settings: LobbySettings): LobbyQuery {
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
