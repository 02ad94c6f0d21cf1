export { LoginWidget, PROVIDER_NAME, type LoginWidgetProps } from './LoginWidget';
export { mountTargetMissing, type MountedWidget, type MountOptions } from './mount';
