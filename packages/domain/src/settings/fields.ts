/**
 * The settings fields as the preview form draws them: one descriptor per key, read off the
 * settings schema (@lobby/shared SETTINGS), so the form, the query/initialData parser and the
 * content service's lobby query share one set of rules. A field's kind, options, minimum,
 * step and pattern all come from its schema node; its default from DEFAULT_SETTINGS.
 */
import { LOCALES, type LobbySettings, type Schema, type SchemaNode } from '@lobby/shared';

export type SettingsKey = keyof LobbySettings;

export type FieldKind = 'text' | 'number' | 'flag' | 'enum' | 'multiEnum' | 'locale' | 'instant';

interface FieldCommon<K extends SettingsKey> {
  readonly key: K;
  /** null (an empty input) is a value of the field. */
  readonly nullable: boolean;
  /** Whether the form must not be submitted with the field empty. */
  readonly required: boolean;
  readonly default: LobbySettings[K];
  /** The rule the value is checked by. */
  readonly schema: Schema<LobbySettings[K]>;
}

export type SettingsField<K extends SettingsKey = SettingsKey> = FieldCommon<K> &
  (
    | { readonly kind: 'text'; readonly pattern?: RegExp }
    /** min: enforced by the parser as well as the form; step: the form's granularity only. */
    | { readonly kind: 'number'; readonly min: number; readonly step: number }
    | { readonly kind: 'flag' }
    /** multiEnum: matched case-insensitively, values come back in the options' spelling. */
    | { readonly kind: 'enum' | 'multiEnum' | 'locale'; readonly options: readonly string[] }
    /** An ISO 8601 date-time with its offset, kept as sent; the form edits it as local time. */
    | { readonly kind: 'instant' }
  );

export type SettingsSchema = { readonly [K in SettingsKey]: SettingsField<K> };

function optionsOf(node: SchemaNode): readonly string[] {
  return node.kind === 'enum' ? node.options.map(String) : [];
}

/** The descriptor of `key`, from its schema node (a nullable node is its inner one, nullable). */
export function describeField<K extends SettingsKey>(
  key: K,
  schema: Schema<LobbySettings[K]>,
  fallback: LobbySettings[K],
): SettingsField<K> {
  const nullable = schema.kind === 'nullable';
  const node: SchemaNode = schema.kind === 'nullable' ? schema.inner : schema;
  const common = { key, nullable, required: !nullable, default: fallback, schema };
  switch (node.kind) {
    case 'string':
      return { ...common, kind: 'text', pattern: node.pattern };
    case 'number':
      return { ...common, kind: 'number', min: node.min ?? node.above ?? 0, step: node.step ?? 1 };
    case 'boolean':
      // A checkbox has no empty state: a flag is never "required".
      return { ...common, kind: 'flag', required: false };
    case 'enum':
      return { ...common, kind: 'enum', options: optionsOf(node) };
    case 'list':
      return { ...common, kind: 'multiEnum', options: optionsOf(node.item) };
    case 'map':
      if (node.name === 'locale') return { ...common, kind: 'locale', options: LOCALES };
      if (node.name === 'instant') return { ...common, kind: 'instant' };
      break;
    default:
      break;
  }
  throw new Error(`The settings field ${key} has no form kind (${node.kind})`);
}
