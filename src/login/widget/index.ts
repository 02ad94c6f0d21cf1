export { WidgetShell, PROVIDER_NAME, type WidgetShellProps } from './WidgetShell';
export { mountTargetMissing, type MountedWidget, type MountOptions } from './mount';
