import { SETTINGS_SCHEMA } from './schema';
import { validateSettingsField, type FieldIssue } from './validateSettingsField';

type Outcome = { value: unknown } | { issue: FieldIssue };

function outcome(result: ReturnType<typeof validateSettingsField>): Outcome {
  if (result.ok) return { value: result.value };
  return { issue: result.issue };
}

const S = SETTINGS_SCHEMA;

describe('validateSettingsField (the preview form)', () => {
  test.each<[string, Parameters<typeof validateSettingsField>[0], unknown, Outcome]>([
    // required numbers
    ['empty balance', S.userBalance, '', { issue: 'missing' }],
    ['blank balance', S.userBalance, '   ', { issue: 'missing' }],
    ['balance 0', S.userBalance, '0', { value: 0 }],
    ['balance 12.34', S.userBalance, '12.34', { value: 12.34 }],
    ['balance 0.3 (binary fraction)', S.userBalance, '0.3', { value: 0.3 }],
    ['balance 12.345 off step', S.userBalance, '12.345', { issue: 'step' }],
    ['balance negative', S.userBalance, '-0.01', { issue: 'belowMin' }],
    ['balance text', S.userBalance, 'ten', { issue: 'notNumeric' }],
    ['casinoCoin 1e-2', S.casinoCoin, '1e-2', { value: 0.01 }],
    ['miniGameCoin 0.001 off step', S.miniGameCoin, '0.001', { issue: 'step' }],
    ['miniGameId 1.5 off step', S.miniGameId, '1.5', { issue: 'step' }],
    ['miniGameId 10', S.miniGameId, '10', { value: 10 }],
    ['exchangeRate 1', S.exchangeRate, '1', { value: 1 }],
    ['exchangeRate 0.5 below min', S.exchangeRate, '0.5', { issue: 'belowMin' }],
    ['exchangeRate 1.01', S.exchangeRate, '1.01', { value: 1.01 }],
    ['exchangeRate huge', S.exchangeRate, '1e308', { value: 1e308 }],
    // appVersion
    ['appVersion ok', S.appVersion, '1.6.77', { value: '1.6.77' }],
    ['appVersion bad', S.appVersion, '1.6', { issue: 'pattern' }],
    ['appVersion empty', S.appVersion, '', { issue: 'missing' }],
    ['previewAt empty', S.previewAt, '', { value: null }],
    ['previewAt UTC', S.previewAt, '2026-11-28T12:00:00Z', { value: '2026-11-28T12:00:00Z' }],
    ['previewAt with offset, no seconds', S.previewAt, '2026-11-28T12:00+01:00', { value: '2026-11-28T12:00+01:00' }],
    ['previewAt without a zone', S.previewAt, '2026-11-28T12:00', { issue: 'notAnInstant' }],
    ['previewAt a date only', S.previewAt, '2026-11-28', { issue: 'notAnInstant' }],
    ['previewAt 30 February', S.previewAt, '2026-02-30T00:00:00Z', { issue: 'notAnInstant' }],
    ['previewAt hour 25', S.previewAt, '2026-11-28T25:00:00Z', { issue: 'notAnInstant' }],
    ['previewToken empty', S.previewToken, '', { value: null }],
    // optional nullable fields: empty means null
    ['country empty', S.country, '', { value: null }],
    ['country set', S.country, 'MT', { value: 'MT' }],
    ['licenseType empty', S.licenseType, '', { value: null }],
    ['userStatuses empty', S.userStatuses, '', { value: null }],
    ['userStatuses list', S.userStatuses, ['guest'], { value: ['Guest'] }],
    // flags and enums
    ['flag false', S.guestMode, 'false', { value: false }],
    ['flag empty', S.guestMode, '', { issue: 'missing' }],
    ['theme light', S.theme, 'light', { value: 'light' }],
    ['theme empty', S.theme, '', { issue: 'missing' }],
    ['locale game-app code', S.locale, 'pt_BR', { value: 'pt' }],
  ])('%s', (_name, field, input, expected) => {
    expect(outcome(validateSettingsField(field, input))).toEqual(expected);
  });
});
