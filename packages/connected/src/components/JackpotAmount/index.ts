export { JackpotAmount } from './JackpotAmount';
export type { JackpotAmountProps } from './JackpotAmount';
