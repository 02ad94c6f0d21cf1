import type { EmulatorFactory } from '../core/types';
import { assistantEmulator } from './assistant';
import { echoEmulator } from './echo';
import { providerEmulators } from './provider';

/** Every emulator a scenario may name. Feature issues add theirs here. */
export const emulatorRegistry: Readonly<Record<string, EmulatorFactory>> = {
  echo: echoEmulator,
  assistant: assistantEmulator,
  ...providerEmulators,
};
