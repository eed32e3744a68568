export { LaunchNotice } from './LaunchNotice';
export type { LaunchNoticeProps } from './LaunchNotice';
