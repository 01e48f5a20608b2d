import type { BotKind } from '@ohmstead/contracts/chat';

/**
 * docs/product.md §3.1: three company and product questions for guests, three installation and specification
 * questions for signed-in users of the IA bot. The spec does not quote them; these are ours.
 */
export const GUEST_STARTERS = [
  'What does the Ohmstead Power Router do?',
  'Which products do you offer for EV charging?',
  'How can I contact Ohmstead Power?',
] as const;

export const INSTALLER_STARTERS = [
  'What input voltage and current does the Power Router need?',
  'How should the cabinet be grounded during installation?',
  'How long should I wait before opening the cabinet for maintenance?',
] as const;

export function startersFor(bot: BotKind, signedIn: boolean): readonly string[] {
  return signedIn && bot === 'IA' ? INSTALLER_STARTERS : GUEST_STARTERS;
}
