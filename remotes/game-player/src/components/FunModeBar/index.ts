export { FunModeBar } from './FunModeBar';
export type { FunModeBarProps } from './FunModeBar';
