export { PreviewWindowNote } from './PreviewWindowNote';
export type { PreviewWindowNoteProps } from './PreviewWindowNote';
