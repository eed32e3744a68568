/**
 * One schema per incoming shell message type (DESIGN §5, docs/shell-protocol.md), checked by
 * packages/shell-bridge with `check` after the origin and the envelope. Keyed by every member
 * of the union, so a new message type does not compile until it has a schema. Objects refuse
 * prototype keys outright (a hostile sender) and ignore keys they do not know (a newer shell).
 */
import { NAVIGATE_TYPES, type ShellToLobbyOf, type ShellToLobbyType } from '../shell-protocol';
import { THEMES } from '../settings';
import { MAX_LOCALE_TAG_LENGTH } from './locale';
import { boolean, jsonObject, nullable, number, object, oneOf, string, withDefault, type Schema } from './schema';
import { MAX_GEO_TOKEN_LENGTH } from './settings';

export type InboundPayload<K extends ShellToLobbyType> =
  ShellToLobbyOf<K> extends { readonly payload: infer P } ? P : undefined;

/** `null`: the message carries no payload, and anything sent along is ignored. */
export type PayloadSchema<K extends ShellToLobbyType> =
  InboundPayload<K> extends undefined ? null : Schema<InboundPayload<K>>;

const HOSTILE = { forbidPrototypeKeys: true } as const;

export const SHELL_PAYLOAD_SCHEMAS: { readonly [K in ShellToLobbyType]: PayloadSchema<K> } = {
  // Its keys are the settings', read leniently by packages/domain (SPEC §5), not refused here.
  initialData: jsonObject(),
  userBalances: object(
    { userBalance: number({ min: 0 }), casinoCoin: number({ min: 0 }), exchangeRate: number({ above: 0 }) },
    HOSTILE,
  ),
  theme: object({ theme: oneOf(THEMES) }, HOSTILE),
  // Any text: the host resolves it with the settings' locale rule (game-app codes, underscores).
  locale: object({ locale: string({ maxLength: MAX_LOCALE_TAG_LENGTH }) }, HOSTILE),
  navigate: object(
    {
      // May be missing or empty: refusing such a target is a navigation rule with its own
      // warning (SPEC §8 'Invalid target'), applied where navigation is resolved.
      target: withDefault(nullable(string()), null),
      type: oneOf(NAVIGATE_TYPES),
    },
    HOSTILE,
  ),
  backToLobby: null,
  geoToken: object({ token: string({ maxLength: MAX_GEO_TOKEN_LENGTH }) }, HOSTILE),
  miniGameCoin: object({ miniGameCoin: number({ min: 0 }), miniGameId: number({ min: 0, integer: true }) }, HOSTILE),
  downloadBannerInfo: jsonObject(),
  iframeWindowData: jsonObject(),
  guestMode: object({ guestMode: boolean() }, HOSTILE),
  cashierClosed: null,
};
