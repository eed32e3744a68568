export { ExpiryCountdown } from './ExpiryCountdown';
