/**
 * Closes a switch over a union: adding a member without a case fails to compile. At run
 * time it is only reached by a value from outside the types (old data, a newer peer).
 */
export function assertNever(value: never): never {
  throw new TypeError(`Unhandled case: ${describe(value)}`);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // BigInt and cyclic values do not serialise.
    return typeof value;
  }
}
