export * from './theme';
export * from './mergeTheme';
export { ThemeProvider, GlobalStyles, type ThemeProviderProps } from './ThemeProvider';
export { fontStacks } from './fonts/stacks';
