/**
 * The font stacks of the shipped faces (./fonts.css), each followed by the system face it is metric-compatible
 * with, so the layout holds where the shipped file is not loaded.
 */
export const fontStacks = {
  sans: 'Arimo, Arial, sans-serif',
  serif: 'Tinos, "Times New Roman", serif',
  mono: 'Cousine, "Courier New", monospace',
} as const;
