export { createShellBridge } from './createShellBridge';
export type { ShellBridge, ShellBridgeOptions } from './createShellBridge';
export type { ShellBridgeLogger } from './createOnceLogger';
export type { NativeShellGlobals, PostMessageTarget, ShellBridgeWindow } from './shellWindow';
export { parseShellMessage } from './parseShellMessage';
export type { ShellParseResult } from './parseShellMessage';
export {
  DEEP_LINK_ERRORS,
  DEEP_LINK_EVENTS,
  MAX_DEEP_LINK_LENGTH,
  buildDeepLink,
  parseDeepLink,
} from './deepLink';
export type { DeepLink, DeepLinkData, DeepLinkError, DeepLinkOptions, DeepLinkParseResult } from './deepLink';
export { isUsableCustomScheme } from './customScheme';
export { normaliseOrigin } from './origins';
