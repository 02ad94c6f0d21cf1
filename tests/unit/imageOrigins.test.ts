import { describe, expect, it } from 'vitest';
import { isAllowedImage } from '../../src/ui/imageOrigins';

const page = 'https://app.genios.example/chat?chat=1';
const api = ['https://api.genios.example/'];

describe('markdown image origins', () => {
  it.each([
    ['/assets/logo.svg', true],
    ['https://app.genios.example/assets/logo.svg', true],
    ['https://api.genios.example/files/chart.png', true],
    ['https://api.genios.example:8443/files/chart.png', false],
    ['http://app.genios.example/assets/logo.svg', false],
    ['https://tracker.example/pixel.gif', false],
    ['//tracker.example/pixel.gif', false],
    ['https://app.genios.example.tracker.example/p.gif', false],
    ['https://app.genios.example@tracker.example/p.gif', false],
  ])('%s: %s', (url, allowed) => {
    expect(isAllowedImage(url, api, page)).toBe(allowed);
  });

  it('without a page (server rendering) only the configured origins load', () => {
    expect(isAllowedImage('https://api.genios.example/a.png', api, undefined)).toBe(true);
    expect(isAllowedImage('/assets/logo.svg', api, undefined)).toBe(false);
    expect(isAllowedImage('https://tracker.example/p.gif', [''], undefined)).toBe(false);
  });
});
