export { Popup } from './Popup';
export type { PopupProps } from './Popup';
