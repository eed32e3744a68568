import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('exposes the progress on a named progress bar', () => {
    renderWithProviders(<LoadingOverlay progress={42.4} message="Loading game… 60 s" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('Loading game… 60 s').getAttribute('aria-live')).toBe('polite');
  });

  it.each([
    [-5, '0'],
    [140, '100'],
    [Number.NaN, '0'],
  ])('clamps %p to %s', (progress, expected) => {
    renderWithProviders(<LoadingOverlay progress={progress} label="Starburst" />);
    expect(screen.getByRole('progressbar', { name: 'Starburst' }).getAttribute('aria-valuenow')).toBe(expected);
  });
});
