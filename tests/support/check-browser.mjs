// Fails early, with the fix, when the machine lacks what the browser tests need.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const problems = [];
try {
  accessSync(chromium, constants.X_OK);
} catch {
  problems.push(`Chromium not found at ${chromium} (set CHROMIUM_PATH to use another build).`);
}
try {
  const arial = execFileSync('fc-match', ['Arial'], { encoding: 'utf8' });
  if (!/Liberation Sans/.test(arial)) problems.push(`Arial resolves to ${arial.trim()}, not Liberation Sans.`);
} catch {
  problems.push('fontconfig (fc-match) is missing.');
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error('Screenshots are compared pixel for pixel, so the fonts must match the references. Install with:');
  console.error('  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation');
  process.exit(1);
}
