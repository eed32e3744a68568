export { InsufficientFundsPopup } from './InsufficientFundsPopup';
export type { InsufficientFundsPopupProps } from './InsufficientFundsPopup';
