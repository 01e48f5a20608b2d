import { describe, expect, it } from 'vitest';
import { cleanUrl, fileName, safeUrl, splitTrailing, urlKind } from './urls';

describe('URL helpers', () => {
  it('safeUrl allows https, mailto, tel and relative URLs only', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('http://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeUrl('tel:+1555')).toBe('tel:+1555');
    expect(safeUrl('../a?b#c')).toBe('../a?b#c');
    expect(safeUrl(' java\tscript:alert(1)')).toBeNull();
    expect(safeUrl('java\u0000script:alert(1)')).toBeNull();
  });

  it('splitTrailing separates sentence punctuation', () => {
    expect(splitTrailing('https://a.example/x).')).toEqual(['https://a.example/x', ').']);
    expect(splitTrailing('https://a.example/(x)')).toEqual(['https://a.example/(x)', '']);
  });

  it('cleanUrl unwraps and trims', () => {
    expect(cleanUrl(' <https://a.example/x>; ')).toBe('https://a.example/x');
    expect(cleanUrl("'https://a.example/?a=1&amp;b=2'")).toBe('https://a.example/?a=1&b=2');
  });

  it('urlKind and fileName read the path only', () => {
    expect(urlKind('https://a.example/x.pdf?name=y.png')).toBe('file');
    expect(urlKind('https://a.example/page?f=x.pdf')).toBe('link');
    expect(urlKind('mailto:a@b.png')).toBe('link');
    expect(fileName('https://a.example/dir/R%C3%A9sum%C3%A9.docx?x=1')).toBe('Résumé.docx');
    expect(fileName('https://a.example/bad%E0.zip')).toBe('bad%E0.zip');
  });
});
