import { RANDOM_ID_PATTERN } from '@lobby/shared';
import { Buffer } from 'node:buffer';
import { MAX_ID_RANDOM_BYTES, MIN_ID_RANDOM_BYTES, randomId } from './randomId';

/** A source that writes the given bytes (repeated), so the encoding can be checked. */
function fixed(...values: number[]) {
  return (bytes: Uint8Array): Uint8Array => {
    bytes.forEach((_, index) => {
      bytes[index] = values[index % values.length] ?? 0;
    });
    return bytes;
  };
}

describe('randomId', () => {
  test.each([16, 17, 18, 32, 48])('%i bytes: base64url of exactly those bytes, a RANDOM_ID_PATTERN id', (bytes) => {
    const source = fixed(0xfb, 0xff, 0x00, 0x3e, 0x7f);
    const id = randomId(bytes, source);
    expect(id).toBe(Buffer.from(source(new Uint8Array(bytes))).toString('base64url'));
    expect(id).toMatch(RANDOM_ID_PATTERN);
  });

  test('16 bytes by default: 22 characters', () => {
    expect(MIN_ID_RANDOM_BYTES).toBe(16);
    expect(randomId()).toHaveLength(22);
  });

  test.each([0, 8, 15, 15.5, MAX_ID_RANDOM_BYTES + 1, Number.NaN])('%p bytes throws', (bytes) => {
    expect(() => randomId(bytes)).toThrow(RangeError);
  });

  test('the default source is the platform crypto: 1,000 ids, all different and well formed', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(RANDOM_ID_PATTERN);
  });

  test('asks the source for the number of bytes it encodes', () => {
    const source = jest.fn(fixed(1));
    randomId(20, source);
    expect(source).toHaveBeenCalledWith(expect.any(Uint8Array));
    expect(source.mock.calls[0]?.[0]).toHaveLength(20);
  });
});
