/**
 * Field descriptors: one typed table (schema.ts) describes every settings key once, and
 * both the query/initialData parser and the preview form are driven by it. Each kind
 * names exactly the LobbySettings keys whose type it can produce, so the compiler rejects
 * a descriptor whose kind, default or options do not fit its key.
 */
import type { LobbySettings } from '@lobby/shared';

export type SettingsKey = keyof LobbySettings;

/** Keys whose value type is exactly V. */
type KeysOfType<V> = {
  [K in SettingsKey]-?: [LobbySettings[K]] extends [V] ? ([V] extends [LobbySettings[K]] ? K : never) : never;
}[SettingsKey];

export type TextKey = KeysOfType<string>;
export type NullableTextKey = KeysOfType<string | null>;
export type NumberKey = KeysOfType<number>;
export type FlagKey = KeysOfType<boolean>;
export type EnumKey = 'theme' | 'platform' | 'platformType';
export type NullableEnumKey = 'licenseType';
export type MultiEnumKey = 'userStatuses';
export type LocaleKey = 'locale';
export type InstantKey = 'previewAt';

export type FieldKind = 'text' | 'number' | 'flag' | 'enum' | 'multiEnum' | 'locale' | 'instant';

/** A value that does not match is refused with the issue 'pattern'; the form words it. */
export interface FieldPattern {
  readonly regex: RegExp;
}

interface FieldCommon {
  /** Whether the form must not be submitted with the field empty. */
  readonly required: boolean;
}

export interface TextField extends FieldCommon {
  readonly kind: 'text';
  readonly key: TextKey;
  readonly nullable: false;
  readonly default: string;
  readonly pattern?: FieldPattern;
}

export interface NullableTextField extends FieldCommon {
  readonly kind: 'text';
  readonly key: NullableTextKey;
  readonly nullable: true;
  readonly default: string | null;
  readonly pattern?: FieldPattern;
}

export interface NumberField extends FieldCommon {
  readonly kind: 'number';
  readonly key: NumberKey;
  readonly nullable: false;
  readonly default: number;
  /** Enforced by the parser as well as the form: a negative balance is never valid. */
  readonly min: number;
  /** Form granularity only; the parser accepts any finite value at or above min. */
  readonly step: number;
}

export interface FlagField extends FieldCommon {
  readonly kind: 'flag';
  readonly key: FlagKey;
  readonly nullable: false;
  readonly default: boolean;
}

type EnumFieldOf<K extends EnumKey> = FieldCommon & {
  readonly kind: 'enum';
  readonly key: K;
  readonly nullable: false;
  readonly default: LobbySettings[K];
  readonly options: readonly LobbySettings[K][];
};
export type EnumField = { [K in EnumKey]: EnumFieldOf<K> }[EnumKey];

export interface NullableEnumField extends FieldCommon {
  readonly kind: 'enum';
  readonly key: NullableEnumKey;
  readonly nullable: true;
  readonly default: LobbySettings[NullableEnumKey];
  readonly options: readonly NonNullable<LobbySettings[NullableEnumKey]>[];
}

export interface MultiEnumField extends FieldCommon {
  readonly kind: 'multiEnum';
  readonly key: MultiEnumKey;
  readonly nullable: true;
  readonly default: LobbySettings[MultiEnumKey];
  /** Matched case-insensitively; values come back in this canonical spelling. */
  readonly options: readonly NonNullable<LobbySettings[MultiEnumKey]>[number][];
}

export interface LocaleField extends FieldCommon {
  readonly kind: 'locale';
  readonly key: LocaleKey;
  readonly nullable: false;
  readonly default: LobbySettings[LocaleKey];
  /** Supported locales; game-app codes are accepted as well and mapped onto these. */
  readonly options: readonly LobbySettings[LocaleKey][];
}

/** An ISO 8601 date-time with its offset, kept as sent; the form edits it as local time. */
export interface InstantField extends FieldCommon {
  readonly kind: 'instant';
  readonly key: InstantKey;
  readonly nullable: true;
  readonly default: null;
}

export type SettingsField =
  | TextField
  | NullableTextField
  | NumberField
  | FlagField
  | EnumField
  | NullableEnumField
  | MultiEnumField
  | LocaleField
  | InstantField;

/** The descriptor kinds that can describe key K, narrowed to that key. */
type FieldFor<K extends SettingsKey, F = SettingsField> = F extends { readonly key: infer Keys }
  ? K extends Keys
    ? F & { readonly key: K }
    : never
  : never;

/** Exactly one descriptor per key, and the descriptor's key must be that key. */
export type SettingsSchema = { readonly [K in SettingsKey]: FieldFor<K> };
