export { GridBlock } from './GridBlock';
