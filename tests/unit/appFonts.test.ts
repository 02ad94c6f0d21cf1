import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const imports = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/@import '([^']+)';/g)].map(([, id]) => id!);

describe("the app's faces", () => {
  it('the login page and the protected pages share out every shipped face, each once', () => {
    const login = imports('app/fonts/login.css');
    const pages = imports('app/fonts/pages.css');
    expect([...login, ...pages].sort()).toEqual(imports('src/theme/fonts/fonts.css').sort());
    expect(login.filter((face) => pages.includes(face))).toEqual([]);
  });
});
