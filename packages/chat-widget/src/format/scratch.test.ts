import { it } from 'vitest';
import { formatReply, plainText } from './format-reply';
const samples = [
  '# Title\n\nHello **bold** _it_ see https://example.com/a. and (http://x.com/a_(b)) and www.foo.com]',
  '| a | b |\n|:-|-:|\n| 1 | <br>x |',
  '![pic](http://x.com/a.png "t\\"x") and https://x.com/b.JPG?x=1 and https://x.com/v.mp4 and https://x.com/My%20Doc.pdf?x=1',
  'Contact us: https://site.com/contact-us\nline2\n\n\n\n\nline3\n[Contact us](/contact-us)\n- **Contact us:** <https://www.site.com/contact-us>',
  'mail foo@bar.com or [call](tel:+123) [x](javascript:alert(1)) [y](https://x.com/a\n b) [z](<https://q.com/a b>)',
  '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><a href="http://ok.com">ok</a>',
  '"https://quoted.com/x" and <https://angle.com/y>.',
];
it('prints', () => { for (const s of samples) console.log(s, '\n=>', formatReply(s), '\n--', plainText(s)); });
