import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

/** SPEC §2, exactly. */
const BLOCK_UNAVAILABLE = 'The block is not available on this platform';

describe('BlockRenderer', () => {
  test('a block limited to another platform keeps its heading and says it is unavailable', () => {
    const { frame } = renderBlock('mobile-only');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading mobile-only' })).toBeTruthy();
    expect(within(frame).getByText(BLOCK_UNAVAILABLE)).toBeTruthy();
    expect(within(frame).queryByRole('button', { name: /^Alpha\b/ })).toBeNull();
  });

  test('on its own platform the block renders its games', () => {
    const { frame } = renderBlock('mobile-only', (bus) => bus.emit('layout:changed', { platform: 'mobile' }));
    expect(within(frame).queryByText(BLOCK_UNAVAILABLE)).toBeNull();
    expect(within(frame).getByRole('button', { name: /^Alpha\b/ })).toBeTruthy();
  });
});
