export { createShellBridge } from './createShellBridge';
export type { ShellBridge, ShellBridgeOptions } from './createShellBridge';
export type { ShellBridgeLogger } from './createOnceLogger';
export type { NativeShellGlobals, PostMessageTarget, ShellBridgeWindow } from './shellWindow';
export { parseShellMessage } from './parseShellMessage';
export type { ShellParseResult } from './parseShellMessage';
export { isUsableCustomScheme } from './customScheme';
export { normaliseOrigin } from './origins';
