import type { I18n, Messages } from '@lingui/core';
import { isRecord } from '@lobby/domain';
import type { Locale } from '@lobby/shared';
import { loadOverrides } from './catalogueRegistry';

/**
 * Merges translations fetched from the translation service (a JSON object of id → ICU
 * text, possibly nested by dotted key: `{ gameLoading: { message: { timeout: "…" } } }`
 * is the id `gameLoading.message.timeout`) over the built-in catalogues of `locale`. They
 * stay on top whatever loads later: a remote that mounts afterwards, or a locale switch.
 *
 * The payload comes from the network, so it is validated here: anything that is not an
 * object (SPEC §8: a failed load gives null) merges nothing and the built-in texts stay;
 * an entry that is not a string or does not parse as ICU keeps its built-in text. Messages
 * are compiled here because production builds of @lingui/core carry no message compiler; the
 * compiler is its own chunk, fetched only when there is something to compile, so the
 * precompiled catalogues every page starts with do not pay for it (issue #12's JS budget).
 * Resolves to how many messages were merged.
 */
export async function mergeRemoteMessages(i18n: I18n, locale: Locale, messages: unknown): Promise<number> {
  if (!isRecord(messages)) return 0;
  const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
  const compiled: Messages = {};
  let count = 0;
  for (const [id, text] of flatten(messages, '')) {
    try {
      compiled[id] = compileMessageOrThrow(text);
      count += 1;
    } catch {
      // A malformed translation keeps the built-in text for that one message.
    }
  }
  if (count > 0) loadOverrides(i18n, locale, compiled);
  return count;
}

function* flatten(value: Record<string, unknown>, prefix: string): Generator<[string, string]> {
  for (const [key, child] of Object.entries(value)) {
    const id = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof child === 'string') yield [id, child];
    else if (isRecord(child)) yield* flatten(child, id);
  }
}
