import { describe, expect, it } from 'vitest';
import { mediaHref } from './media-href';

describe('attachment links', () => {
  it('put an upload path on the service origin', () => {
    expect(mediaHref('/assets/uploads/live-chat/a.png', 'https://svc.test')).toBe(
      'https://svc.test/assets/uploads/live-chat/a.png',
    );
  });

  it('refuse script, data and protocol-relative URLs', () => {
    expect(mediaHref('javascript:alert(1)', '')).toBeNull();
    expect(mediaHref('data:text/html,x', '')).toBeNull();
    expect(mediaHref('//evil.test/x', '')).toBeNull();
  });
});
