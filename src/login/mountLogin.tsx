import { LoginWidget, type LoginWidgetProps, type LoginOptions } from './LoginWidget';
import { mountWidget, type MountedWidget, type MountOptions } from './widget/mount';

/**
 * Mounts the login widget on the element a selector names (throwing, naming the selector, when none
 * matches), optionally inside an open shadow root. `unmount()` stops its flow and removes it.
 */
export function mountLogin(
  selector: string | Element,
  { theme, callbacks, shadow, ...options }: LoginOptions & Omit<LoginWidgetProps, 'options'> & MountOptions,
): MountedWidget {
  return mountWidget(selector, <LoginWidget options={options} theme={theme} callbacks={callbacks} />, {
    shadow,
  });
}
