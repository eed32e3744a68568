import { I18nProvider, useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { createEnglishI18n, loadLocale } from './createEnglishI18n';
import { mergeRemoteMessages } from './mergeRemoteMessages';
import { fixtureCatalogue, type FixtureCatalogue } from './testing/fixtureCatalogue';
import { useCatalogue } from './useCatalogue';
import type { I18n } from '@lingui/core';

/** A remote's App as a production build has it: it asks for its texts by id only. */
function RemoteApp({
  catalogue,
  library,
}: {
  readonly catalogue: FixtureCatalogue;
  readonly library?: FixtureCatalogue;
}) {
  useCatalogue(...(library === undefined ? [] : [library]), catalogue);
  const { i18n } = useLingui();
  return (
    <>
      <h1>{i18n._('p1')}</h1>
      {library !== undefined && <button type="button">{i18n._('u1')}</button>}
    </>
  );
}

/** The host's own catalogue: always there, as in the lobby. */
const host = () =>
  fixtureCatalogue('host', { h1: 'Cashier' }, { fr: { h1: 'Caisse' }, ko: { h1: '캐셔' } }, { instant: true });

const preview = (instant = false) =>
  fixtureCatalogue('preview', { p1: 'Preview' }, { fr: { p1: 'Aperçu' }, ko: { p1: '미리보기' } }, { instant });

/** Every text the page showed, in order: a flash of an id would be among them. */
function recordTexts(): { readonly seen: string[]; stop(): void } {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    if (seen.at(-1) !== text) seen.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Awaited, so React retries the suspended render when the catalogue arrives. */
async function mount(i18n: I18n, catalogue: FixtureCatalogue, library?: FixtureCatalogue): Promise<void> {
  await act(async () => {
    render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>loading</p>}>
            <RemoteApp catalogue={catalogue} library={library} />
          </Suspense>
        </I18nProvider>
      </StrictMode>,
    );
  });
}

describe('useCatalogue', () => {
  it('shows a remote mounting in English its own text, never the id', async () => {
    const recording = recordTexts();
    await mount(createEnglishI18n({ catalogues: [host()] }), preview());
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();
    recording.stop();
    expect(recording.seen).not.toContain('p1');
  });

  it('renders at once, without suspending, when its catalogue is already loaded', () => {
    const catalogue = preview();
    render(
      <I18nProvider i18n={createEnglishI18n({ catalogues: [host(), catalogue] })}>
        <Suspense fallback={<p>loading</p>}>
          <RemoteApp catalogue={catalogue} />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Preview');
  });

  it('fetches only the active locale chunk and waits for it behind the fallback', async () => {
    const catalogue = preview();
    const i18n = createEnglishI18n({ catalogues: [host()] });
    await loadLocale(i18n, 'fr');
    const recording = recordTexts();
    await mount(i18n, catalogue);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => catalogue.resolve('fr'));
    expect(await screen.findByRole('heading', { name: 'Aperçu' })).toBeTruthy();
    recording.stop();
    expect(recording.seen).not.toContain('p1');
    expect(catalogue.requested).toEqual(['fr']);
  });

  it("fetches a library's chunk and its own together, and shows both texts once both are in", async () => {
    const catalogue = preview();
    const library = fixtureCatalogue('ui', { u1: 'Next' }, { fr: { u1: 'Suivant' } });
    const i18n = createEnglishI18n({ catalogues: [host()] });
    await loadLocale(i18n, 'fr');
    await mount(i18n, catalogue, library);
    // Both asked for before either arrived: the remote waits for the slower, not for the sum.
    expect([library.requested, catalogue.requested]).toEqual([['fr'], ['fr']]);
    await act(async () => catalogue.resolve('fr'));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => library.resolve('fr'));
    expect(await screen.findByRole('heading', { name: 'Aperçu' })).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Suivant');
  });

  it('is part of the next locale switch, which shows its translation without an id in between', async () => {
    const catalogue = preview();
    const i18n = createEnglishI18n({ catalogues: [host()] });
    await mount(i18n, catalogue);
    await screen.findByRole('heading', { name: 'Preview' });
    const recording = recordTexts();
    const switching = loadLocale(i18n, 'fr');
    await act(async () => catalogue.resolve('fr'));
    await act(() => switching);
    recording.stop();
    expect(screen.getByRole('heading').textContent).toBe('Aperçu');
    expect(recording.seen).toEqual(['Aperçu']);
  });

  it('shows English and reports when its chunk fails', async () => {
    const catalogue = preview();
    const onError = jest.fn();
    const i18n = createEnglishI18n({ catalogues: [host()], onError });
    await loadLocale(i18n, 'ko');
    await mount(i18n, catalogue);
    await act(async () => catalogue.reject('ko'));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'ko', 'preview');
  });

  it('leaves translation-service texts on top of the catalogue it loads', async () => {
    const i18n = createEnglishI18n({ catalogues: [host()] });
    await mergeRemoteMessages(i18n, 'en', { p1: 'Editor preview' });
    await mount(i18n, preview(true));
    expect(await screen.findByRole('heading', { name: 'Editor preview' })).toBeTruthy();
  });
});
