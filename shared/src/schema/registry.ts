/**
 * /remotes/registry.json (federation.ts, docs/deployment.md): each remote's current release and
 * every release kept. The server writes it (server/src/releases), the host reads it one remote
 * at a time (a malformed entry costs that remote only), the preview's diagnostics show it.
 */
import type { RegistryEntry, ReleaseEntry, ReleaseRequirements } from '../federation';
import { list, object, record, string, withDefault, type FieldsOf } from './schema';

const requirements = /*#__PURE__*/ object({
  contracts: record(string()),
  shared: record(string()),
} satisfies FieldsOf<ReleaseRequirements>);

const releaseFields = {
  version: string(),
  manifest: string({ minLength: 1 }),
  entry: string({ minLength: 1 }),
  requires: requirements,
} satisfies FieldsOf<ReleaseEntry>;

/** One remote's entry; a kept release that does not fit is dropped, the others stand. */
export const REGISTRY_ENTRY = /*#__PURE__*/ object({
  ...releaseFields,
  releases: withDefault(list(object(releaseFields), { dropInvalid: true }), []),
} satisfies FieldsOf<RegistryEntry>);
