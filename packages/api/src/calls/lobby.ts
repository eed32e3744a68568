import { isRecord } from '@lobby/domain';
import { PREVIEW_TOKEN_HEADER, type LicenseType, type Platform, type RawLobbyResponse, type UserStatus } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

export interface LobbyQuery {
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

const LIST_FIELDS = ['pages', 'links', 'blocks', 'suppliers', 'labels', 'games', 'banners', 'pokerBanners'] as const;

function isRawLobbyResponse(value: unknown): value is RawLobbyResponse {
  return isRecord(value) && LIST_FIELDS.every((field) => Array.isArray(value[field]));
}

/** GET /api/v1/casino/lobby. Rejects on failure: the host then logs it and shows maintenance (SPEC §8). */
export async function getLobby(client: HttpClient, query: LobbyQuery): Promise<RawLobbyResponse> {
  const { data } = await client.request({
    method: 'GET',
    path: '/lobby',
    name: 'getLobby',
    params: {
      locale: query.locale,
      devicePlatform: query.devicePlatform,
      country: query.country,
      licenseType: query.licenseType,
      brand: query.brand,
      userStatuses: query.userStatuses?.join(','),
      useCodeTitle: query.useCodeTitle,
      isIos: query.isIos,
      lobbyPlatform: query.lobbyPlatform,
      at: query.preview?.at,
    },
    headers: query.preview ? { [PREVIEW_TOKEN_HEADER]: query.preview.token } : undefined,
  });
  if (!isRawLobbyResponse(data)) throw new Error(`getLobby: reply lacks one of ${LIST_FIELDS.join(', ')}`);
  return data;
}
