import { fireEvent, within } from '@testing-library/react';
import { recordLaunches, renderBlock } from '../../testing/renderBlock';

describe('BannerBlock', () => {
  test('shows the title as a heading and launches the banner game', () => {
    const { frame, bus } = renderBlock('banner');
    const launches = recordLaunches(bus);
    expect(frame.dataset.blockType).toBe('banner');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading banner' })).toBeTruthy();
    fireEvent.click(within(frame).getByRole('button', { name: 'Welcome banner' }));
    expect(launches).toEqual([{ gameCode: 'alpha', aggregator: 'bragg' }]);
  });
});
