export { GameBridge } from './GameBridge';
export type { GameBridgeProps } from './GameBridge';
