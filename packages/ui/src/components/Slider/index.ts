export { SLIDES_PER_VIEW, Slider } from './Slider';
export type { SliderProps } from './Slider';
