export { GameSessionClock } from './GameSessionClock';
