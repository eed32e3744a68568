/**
 * Compile-time checks of the schema types (run by `tsc -b`, no runtime part): a
 * descriptor must fit its key's type, so each mistake below must fail to compile.
 * One line per case so the expected error lands on the line after the directive.
 */
import type { SettingsSchema } from './fields';

type Field<K extends keyof SettingsSchema> = SettingsSchema[K];

// prettier-ignore
// @ts-expect-error userBalance is a number, not a flag
export const numberKeyAsFlag: Field<'userBalance'> = { kind: 'flag', key: 'userBalance', nullable: false, required: true, default: false };

// prettier-ignore
// @ts-expect-error brand is not nullable
export const nullableBrand: Field<'brand'> = { kind: 'text', key: 'brand', nullable: true, required: true, default: null };

// prettier-ignore
// @ts-expect-error 'mobile' is not a theme
export const foreignThemeOption: Field<'theme'> = { kind: 'enum', key: 'theme', nullable: false, required: true, default: 'dark', options: ['dark', 'mobile'] };

// prettier-ignore
// @ts-expect-error a descriptor's key must be the key it is filed under
export const wrongKey: Field<'userId'> = { kind: 'text', key: 'sessionId', nullable: true, required: false, default: null };

// The correct form compiles.
export const ok: Field<'userId'> = { kind: 'text', key: 'userId', nullable: true, required: false, default: null };
