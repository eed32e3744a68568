import { isLobbyToShellType, isShellToLobbyType, type LobbyToShellType, type ShellToLobbyType } from '@lobby/shared';

export type ShellMessageName = LobbyToShellType | ShellToLobbyType;

/**
 * Every shell message name of the wire protocol (both directions), spelled exactly, is the
 * "known list" deep-link events are checked against (SPEC §2). The lists themselves live with
 * the protocol in @lobby/shared, which proves them complete at compile time.
 */

export function isShellMessageName(value: unknown): value is ShellMessageName {
  return isLobbyToShellType(value) || isShellToLobbyType(value);
}
