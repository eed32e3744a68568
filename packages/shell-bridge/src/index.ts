export { createShellBridge } from './createShellBridge';
export type { ShellBridge } from './createShellBridge';
export type { ShellBridgeWindow } from './shellWindow';
