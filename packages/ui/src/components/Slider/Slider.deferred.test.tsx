import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KeenSliderOptions } from 'keen-slider';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Slider } from './Slider';

/** keen-slider as far as the Slider uses it, at the start of a track of 12 that can move to 9. */
const started: Array<{ moveToIdx: jest.Mock }> = [];
jest.mock('keen-slider', () => ({
  __esModule: true,
  default: class FakeKeenSlider {
    readonly track = { details: { abs: 0, minIdx: 0, maxIdx: 9, slides: [] } };
    readonly moveToIdx = jest.fn();
    constructor(_element: HTMLElement, options: KeenSliderOptions) {
      started.push(this);
      options.created?.(this as never);
    }
    update(): void {}
    destroy(): void {}
  },
}));

const GAMES = Array.from({ length: 12 }, (_, index) => ({ code: `g${index}`, title: `Game ${index}` }));

describe('Slider before keen-slider has started', () => {
  test('Next pressed before the slider has started moves it once it has', async () => {
    renderWithProviders(
      <Slider
        items={GAMES}
        getKey={(game) => game.code}
        renderItem={(game) => <button type="button">{game.title}</button>}
        heading="Top slots"
        platform="desktop"
      />,
    );
    expect(started).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(started).toHaveLength(1));
    const perView = Number(screen.getByRole('region', { name: 'Top slots' }).getAttribute('data-per-view'));
    expect(started[0]?.moveToIdx).toHaveBeenCalledWith(Math.floor(perView), true);
  });
});
