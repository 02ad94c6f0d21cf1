// Fails early, with the fix, when the machine lacks the browser the tests drive. Fonts are not checked: every
// page sets its text in the fonts the project ships (src/theme/fonts), whatever the host has installed.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(`Chromium not found at ${chromium} (set CHROMIUM_PATH to use another build). Install it with:`);
  console.error('  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core');
  process.exit(1);
}
