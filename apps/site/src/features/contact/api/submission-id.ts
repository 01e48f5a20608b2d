/**
 * A new submission id (a version 4 UUID), made once per submission and sent with each of the contact
 * page's three calls so the server ties their outcomes to one enquiry. From getRandomValues,
 * which browsers offer on plain http too (randomUUID needs a secure context).
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
