/**
 * A proof of work the server asks of a call an address has made many times (docs/security.md "Limits that
 * escalate"): a new guest chat session, a sign-in. The answer is HTTP 428 with a signed ALTCHA challenge
 * (PBKDF2/SHA-256, as the forms' captcha); the client solves it — the widget in the background, the sign-in
 * form with its captcha field — and sends the same call again with the solution: the chat in
 * CHAT_PROOF_HEADER (chat.ts), the sign-in in its body's `proof`. A person pays a moment of their device's
 * time; a script that makes thousands of such calls pays for each, more as it makes more.
 *
 * The schemas are in proof-of-work-schemas.ts, so that this module costs the widget's first answer nothing.
 */
/** "Precondition Required": the call is fine, but comes with a condition to meet first. */
export const PROOF_REQUIRED_STATUS = 428;

export const proofMessages = {
  /** Not in the spec: the 428's reason, also what the sign-in form shows while it solves. */
  required: 'Checking that this is not an automated request. This takes a few seconds.',
} as const;
