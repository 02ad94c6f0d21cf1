import { describe, expect, it } from 'vitest';
import { splitTextLinks } from './textLinks';

describe('splitTextLinks', () => {
  it('keeps a message without links as one text piece', () => {
    expect(splitTextLinks('Something went wrong.')).toEqual([{ kind: 'text', text: 'Something went wrong.' }]);
  });

  it('turns http(s) addresses into links, leaving sentence punctuation outside', () => {
    expect(splitTextLinks('See https://docs.example.com/one-tap. Or http://x.io/a?b=1, then retry.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://docs.example.com/one-tap' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', href: 'http://x.io/a?b=1' },
      { kind: 'text', text: ', then retry.' },
    ]);
  });

  it('ends an address at a bidirectional formatting character, which a right-to-left text puts around it', () => {
    expect(splitTextLinks('\u202eSee (\u202chttps://x.io/docs\u202e).\u202c')).toEqual([
      { kind: 'text', text: '\u202eSee (\u202c' },
      { kind: 'link', href: 'https://x.io/docs' },
      { kind: 'text', text: '\u202e).\u202c' },
    ]);
    expect(splitTextLinks('https://x.io/a\u200f')).toEqual([
      { kind: 'link', href: 'https://x.io/a' },
      { kind: 'text', text: '\u200f' },
    ]);
  });

  it('never links other schemes or markup', () => {
    expect(splitTextLinks('javascript:alert(1) <a href="https://x">y</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="' },
      { kind: 'link', href: 'https://x' },
      { kind: 'text', text: '">y</a>' },
    ]);
  });
});
