import { fireEvent, within } from '@testing-library/react';
import { recordLaunches, renderBlock } from '../../testing/renderBlock';

describe('BannerBlock', () => {
  test('shows the heading, and each banner as its copy in text that launches the banner game', () => {
    const { frame, bus } = renderBlock('banner');
    const launches = recordLaunches(bus);
    expect(frame.dataset.blockType).toBe('banner');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading banner' })).toBeTruthy();
    expect(frame.querySelector('img')?.getAttribute('alt')).toBe('');
    fireEvent.click(within(frame).getByRole('button', { name: 'Welcome banner 100 spins on Alpha Claim now' }));
    expect(launches).toEqual([{ gameCode: 'alpha', aggregator: 'bragg', source: { screen: 'home', block: 'banner' } }]);
  });
});
