export { LockedBalancePopup } from './LockedBalancePopup';
export type { LockedBalancePopupProps } from './LockedBalancePopup';
