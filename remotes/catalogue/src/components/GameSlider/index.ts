export { GameSlider } from './GameSlider';
