import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('NavigationBlock', () => {
  test('a navigation landmark with the lobby page links', () => {
    const { frame } = renderBlock('nav');
    const nav = within(frame).getByRole('navigation', { name: 'Heading nav' });
    expect(within(nav).getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/slots');
  });
});
