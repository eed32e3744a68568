import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('ProvidersBlock', () => {
  test('links each supplier to its games', () => {
    const { frame } = renderBlock('providers');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading providers' })).toBeTruthy();
    expect(within(frame).getByRole('link', { name: 'Bragg Gaming' }).getAttribute('href')).toBe(
      '/provider-games/bragg',
    );
    expect(within(frame).getByRole('link', { name: 'Habanero' }).getAttribute('href')).toBe('/provider-games/haba');
  });
});
