import { createElement } from 'react';
import { LoginWidget, type LoginWidgetProps } from './LoginWidget';
import { mountWidget, type MountedWidget, type MountOptions } from './mount';

export { LoginWidget, PROVIDER_NAME, type LoginWidgetProps } from './LoginWidget';
export { mountTargetMissing, type MountedWidget, type MountOptions } from './mount';

/**
 * Mounts the login widget on a target element or selector (throwing, naming the selector, when there is
 * none), optionally inside an open shadow root; `unmount()` stops its flow and removes it.
 */
export function mountLoginWidget(
  target: string | Element,
  { shadow, ...props }: LoginWidgetProps & MountOptions,
): MountedWidget {
  return mountWidget(target, createElement(LoginWidget, props), { shadow });
}
