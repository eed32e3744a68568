import { MAX_LOCALE_TAG_LENGTH } from '@lobby/domain';
import { NAVIGATE_TYPES, THEMES, type ShellToLobbyOf, type ShellToLobbyType } from '@lobby/shared';
import { boolean, jsonRecord, number, object, oneOf, optional, string, type Validator } from './validators';

export type InboundPayload<K extends ShellToLobbyType> =
  ShellToLobbyOf<K> extends { readonly payload: infer P } ? P : undefined;

/** `null`: the message carries no payload, and anything sent along is ignored. */
export type PayloadSchema<K extends ShellToLobbyType> = InboundPayload<K> extends undefined
  ? null
  : Validator<InboundPayload<K>>;

/** Geo-compliance tokens are signed blobs; real ones stay well below this. */
export const MAX_GEO_TOKEN_LENGTH = 16_384;

/**
 * One schema per incoming message type (DESIGN §5). Keyed by every member of the union, so
 * a new message type does not compile until it has a schema. docs/shell-protocol.md
 * describes the same rules in prose; keep the two together.
 */
export const SHELL_PAYLOAD_SCHEMAS: { readonly [K in ShellToLobbyType]: PayloadSchema<K> } = {
  initialData: jsonRecord(),
  userBalances: object({
    userBalance: number({ min: 0 }),
    casinoCoin: number({ min: 0 }),
    exchangeRate: number({ above: 0 }),
  }),
  theme: object({ theme: oneOf(THEMES) }),
  // Any text: the host resolves it with the settings' locale rule (game-app codes, underscores).
  locale: object({ locale: string({ maxLength: MAX_LOCALE_TAG_LENGTH }) }),
  navigate: object({
    // May be missing or empty: refusing such a target is a navigation rule with its own
    // warning (SPEC §8 'Invalid target'), applied where navigation is resolved.
    target: optional(string()),
    type: oneOf(NAVIGATE_TYPES),
  }),
  backToLobby: null,
  geoToken: object({ token: string({ maxLength: MAX_GEO_TOKEN_LENGTH }) }),
  miniGameCoin: object({
    miniGameCoin: number({ min: 0 }),
    miniGameId: number({ min: 0, integer: true }),
  }),
  downloadBannerInfo: jsonRecord(),
  iframeWindowData: jsonRecord(),
  guestMode: object({ guestMode: boolean() }),
};
