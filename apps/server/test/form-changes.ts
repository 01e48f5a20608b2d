/**
 * A form's fields with `change` applied, for the tests that send one bad field at a time: a value
 * replaces the field, `undefined` leaves it out of the request.
 */
export function withChanges<Value>(
  base: Record<string, Value>,
  change: Record<string, Value | undefined>,
): Record<string, Value> {
  const result = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result;
}
