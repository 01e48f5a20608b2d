/** The bits of HTML the demo feeds' descriptions are written in. */
export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
export const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
