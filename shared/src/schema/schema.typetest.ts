/**
 * Compile-time checks of the schema types (run by `tsc -b`, no runtime part): a field's schema
 * must produce its key's type, so each mistake below must fail to compile. One line per case so
 * the expected error lands on the line after the directive.
 */
import type { LobbySettings } from '../settings';
import { boolean, nullable, number, oneOf, optional, string, type FieldsOf, type Infer } from './schema';
import type { SETTINGS } from './settings';

type Fields<K extends keyof LobbySettings> = FieldsOf<Pick<LobbySettings, K>>;

// @ts-expect-error userBalance is a number, not a flag
export const numberKeyAsFlag: Fields<'userBalance'> = { userBalance: boolean() };

// @ts-expect-error brand is not nullable
export const nullableBrand: Fields<'brand'> = { brand: nullable(string()) };

// @ts-expect-error 'mobile' is not a theme
export const foreignThemeOption: Fields<'theme'> = { theme: oneOf(['dark', 'mobile']) };

// @ts-expect-error a required key cannot be optional
export const optionalUserId: Fields<'userId'> = { userId: optional(nullable(string())) };

// @ts-expect-error every key needs its schema
export const missingKey: Fields<'userId' | 'sessionId'> = { userId: nullable(string()) };

// The correct forms compile, and the settings schema produces exactly the settings.
export const ok: Fields<'userId' | 'miniGameId'> = { userId: nullable(string()), miniGameId: number() };
export const settingsAreLobbySettings: [Infer<typeof SETTINGS>, LobbySettings] = [
  {} as LobbySettings,
  {} as Infer<typeof SETTINGS>,
];
