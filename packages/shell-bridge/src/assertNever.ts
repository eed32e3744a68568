/** The end of an exhaustive switch: adding a message type without a case fails to compile. */
export function assertNever(value: never): never {
  throw new TypeError(`Unhandled case: ${JSON.stringify(value)}`);
}
