import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { lobbyStyles } from '../../testing/lobbyStyles';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button that does not submit forms by default', () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toBeInstanceOf(HTMLButtonElement);
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'ghost'] as const)('renders the %s variant with lobby-keyed styles', (variant) => {
    renderWithProviders(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.dataset['variant']).toBe(variant);
    expect(button.className).toMatch(/^lobby-/);
  });

  it('declares a visible focus ring and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProviders(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
    const styles = lobbyStyles();
    expect(styles).toMatch(/:focus-visible\{outline:2pxsolid/);
  });

  it('does not fire when disabled', () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Off
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Off' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
