import { describe, expect, it } from 'vitest';
import { backupCodesFile } from '../../src/login/screens/RecoveryCodesFile';
import { formatTotpSecret } from '../../src/login/screens/TotpSecret';

describe('formatTotpSecret', () => {
  it('shows the secret lowercase in groups of 4 characters', () => {
    expect(formatTotpSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp');
  });

  it('leaves a shorter last group', () => {
    expect(formatTotpSecret('ABCDEFGHIJ')).toBe('abcd efgh ij');
    expect(formatTotpSecret('ABC')).toBe('abc');
  });

  it('regroups a secret that already has spaces', () => {
    expect(formatTotpSecret(' AB CDEF\tGH ')).toBe('abcd efgh');
  });

  it('shows nothing for an empty secret', () => {
    expect(formatTotpSecret('')).toBe('');
  });
});

describe('backupCodesFile', () => {
  it("is named '{organization name}-backup-codes.txt' with one code per line", () => {
    expect(backupCodesFile('Acme Corp', ['ckss-2skx-ebow', '5bgv-2hm9-z7zi', 'pb8y-w0i1-6wjm'])).toEqual({
      filename: 'Acme Corp-backup-codes.txt',
      text: 'ckss-2skx-ebow\n5bgv-2hm9-z7zi\npb8y-w0i1-6wjm\n',
    });
  });

  it('keeps the organization name and codes exactly as given', () => {
    const file = backupCodesFile('<b>Ünïcode & Co</b>', [' a ', 'b']);
    expect(file.filename).toBe('<b>Ünïcode & Co</b>-backup-codes.txt');
    expect(file.text.split('\n')).toEqual([' a ', 'b', '']);
  });

  it('writes an empty file when there are no codes', () => {
    expect(backupCodesFile('Acme', []).text).toBe('');
  });
});
