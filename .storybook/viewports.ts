import { defaultTheme } from '../src/theme';

/**
 * The toolbar's viewports: the devices a designer reviews on (a phone at 375 and 390 px, a tablet at 768, a
 * laptop at 1280), then each breakpoint the theme names, so a layout can be seen just at its switch.
 */
const devices = {
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const BREAKPOINT_NAMES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

const breakpoints = Object.fromEntries(
  BREAKPOINT_NAMES.map((name, index) => {
    const width = defaultTheme.breakpoints[index]!;
    const type = width < 576 ? 'mobile' : width < 992 ? 'tablet' : 'desktop';
    return [name, { name: `${name} ${width}`, styles: { width: `${width}px`, height: '900px' }, type }];
  }),
);

export const VIEWPORTS = { ...devices, ...breakpoints };
export type DeviceViewport = keyof typeof devices;
