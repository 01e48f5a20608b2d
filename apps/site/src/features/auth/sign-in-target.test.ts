import { describe, expect, it } from 'vitest';
import { safeRedirect, signInTarget } from './sign-in-target';

const origin = 'https://ohmstead.example';

describe('signInTarget', () => {
  it('prefers the redirect query parameter', () => {
    expect(signInTarget('?redirect=%2Fadmin%2Fdevices', '/admin/executive-dashboard', origin)).toBe(
      '/admin/devices',
    );
  });

  it("falls back to the answer's dashboard, then to /home", () => {
    expect(signInTarget('', '/admin/ev-charger-dashboard', origin)).toBe('/admin/ev-charger-dashboard');
    expect(signInTarget('', '/home', origin)).toBe('/home');
    expect(signInTarget('', 'https://evil.example/', origin)).toBe('/home');
  });

  it('refuses redirects that leave the site', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'admin',
    ]) {
      expect(safeRedirect(value, origin), value).toBeNull();
    }
    expect(signInTarget(`?redirect=${encodeURIComponent('//evil.example')}`, '/home', origin)).toBe('/home');
  });

  it('keeps the query and hash of a same-site redirect but never returns to the login', () => {
    expect(safeRedirect('/admin/devices?x=1#y', origin)).toBe('/admin/devices?x=1#y');
    expect(safeRedirect('/login?redirect=/admin', origin)).toBeNull();
  });
});
