/**
 * What an address or a number in a text is, in the words a question asks for it with: the knowledge
 * base writes "Questions … go to careers@ohmsteadpower.com", people ask whom to e-mail; it writes
 * "+1 (919) 555-0142", they ask what number to call. A statement is matched by both.
 */
const KINDS: readonly [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+\.[\w.]+/, 'e-mail email mail address'],
  [/\+\d[\d\s().-]{7,}\d/, 'phone call number telephone'],
];

/** The words for the addresses and numbers a text gives: "careers@…" → "e-mail email mail address". */
export function addressWordsOf(text: string): string {
  return KINDS.filter(([address]) => address.test(text))
    .map(([, words]) => words)
    .join(' ');
}
