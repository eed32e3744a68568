export { LaunchRefusedAlert } from './LaunchRefusedAlert';
export type { LaunchRefusedAlertProps } from './LaunchRefusedAlert';
