import { TEST_OPERATOR_TOKEN, startTestService, type TestService } from '../../test/testApp';

const OPERATOR = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

// SPEC §7's translation service as an editor uses it: a text of the lobby replaced by its
// message id for one locale, served at once under a new manifest timestamp, and removed again.
describe('editing the translation service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite', { operatorToken: TEST_OPERATOR_TOKEN });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const edit = (url: string, payload: unknown, headers: Record<string, string> = OPERATOR) =>
    service.app.inject({ method: 'PUT', url: `/api/operator/translations/${url}`, headers, payload: payload as object });
  const remove = (url: string) =>
    service.app.inject({ method: 'DELETE', url: `/api/operator/translations/${url}`, headers: OPERATOR });
  const manifest = async () => (await service.app.inject('/i18n/manifest.json')).json<{ timestamp: number }>().timestamp;
  const texts = async (language: string, timestamp: number) =>
    (await service.app.inject(`/i18n/content/${language}/dev/src/lang/en.json?timestamp=${timestamp}`)).json<Record<string, string>>();

  it('serves a changed text under a new manifest timestamp, and stops serving it once removed', async () => {
    const before = await manifest();
    const changed = await edit('ja/search.placeholder', { text: 'ゲームを探す' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ locale: 'ja', id: 'search.placeholder', text: 'ゲームを探す' });
    const after = await manifest();
    expect(after).toBeGreaterThan(before);
    expect((await texts('ja', after))['search.placeholder']).toBe('ゲームを探す');

    expect((await edit('ja/search.placeholder', { text: '{count, plural, other {# 件}}' })).statusCode).toBe(200);
    expect((await texts('ja', await manifest()))['search.placeholder']).toBe('{count, plural, other {# 件}}');

    expect((await remove('ja/search.placeholder')).statusCode).toBe(200);
    const removedAt = await manifest();
    expect(removedAt).toBeGreaterThan(after);
    expect((await texts('ja', removedAt))['search.placeholder']).toBeUndefined();
    expect((await remove('ja/search.placeholder')).statusCode).toBe(404);
  });

  it.each([
    ['an unknown locale', 'xx/search.placeholder', { text: 'x' }],
    ['a locale in the wrong case', 'ZH-tw/search.placeholder', { text: 'x' }],
    ['an id that is not a message id', 'ja/Search Placeholder', { text: 'x' }],
    ['an id without an area', 'ja/placeholder', { text: 'x' }],
    ['an empty text', 'ja/search.placeholder', { text: '' }],
    ['a blank text', 'ja/search.placeholder', { text: '   ' }],
    ['text that is not ICU', 'ja/search.placeholder', { text: 'Hello {name' }],
    ['a text that is not a string', 'ja/search.placeholder', { text: 7 }],
    ['an unknown field', 'ja/search.placeholder', { text: 'x', by: 'me' }],
  ])('refuses %s with a 400', async (_case, url, payload) => {
    const response = await edit(url, payload);
    expect(response.statusCode).toBe(400);
  });

  it('answers only the operator', async () => {
    expect((await edit('ja/search.placeholder', { text: 'x' }, {})).statusCode).toBe(401);
  });
});
