export * from './theme';
export { darkTheme, brandTheme } from './themes';
export * from './mergeTheme';
export { ThemeProvider, GlobalStyles, type ThemeProviderProps } from './ThemeProvider';
export { fontStacks } from './fonts/stacks';
