import type { ShellFrame, ShellRecord } from '@lobby/shared';

/** Nothing known about the host application's frame: the lobby measures its own window. */
export const UNKNOWN_SHELL_FRAME: ShellFrame = { width: null, height: null };

function dimension(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Reads the shell's 'iframeWindowData' (a free JSON object on the wire, docs/shell-protocol.md):
 * the frame's width and height when they are positive finite numbers; anything else is unknown.
 */
export function parseShellFrame(payload: ShellRecord): ShellFrame {
  return { width: dimension(payload.width), height: dimension(payload.height) };
}
