import { fireEvent, screen } from '@testing-library/react';
import { lobbyStyles } from '../../testing/lobbyStyles';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Select } from './Select';

type Fruit = 'apple' | 'pear';

const OPTIONS = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
] as const;

describe('Select', () => {
  test('a native select named by its visible label, showing the value', () => {
    renderWithProviders(<Select<Fruit> label="Fruit" value="pear" options={OPTIONS} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Fruit' });
    expect(select).toBeInstanceOf(HTMLSelectElement);
    expect((select as HTMLSelectElement).value).toBe('pear');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple', 'Pear']);
  });

  test("hands back the chosen option's value", () => {
    const onChange = jest.fn();
    renderWithProviders(<Select<Fruit> label="Fruit" value="pear" options={OPTIONS} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Fruit' }), { target: { value: 'apple' } });
    expect(onChange).toHaveBeenCalledWith('apple');
  });

  test('is reachable from the keyboard and declares a visible focus ring', () => {
    renderWithProviders(<Select<Fruit> label="Fruit" value="apple" options={OPTIONS} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Fruit' });
    select.focus();
    expect(document.activeElement).toBe(select);
    expect(select.tabIndex).toBe(0);
    expect(select.className).toMatch(/^lobby-/);
    expect(lobbyStyles()).toContain(`.${select.className}:focus-visible{outline:2pxsolid`);
  });

  test('two selects on a page get labels of their own', () => {
    renderWithProviders(
      <>
        <Select<Fruit> label="First" value="apple" options={OPTIONS} onChange={() => undefined} />
        <Select<Fruit> label="Second" value="pear" options={OPTIONS} onChange={() => undefined} />
      </>,
    );
    expect((screen.getByRole('combobox', { name: 'First' }) as HTMLSelectElement).value).toBe('apple');
    expect((screen.getByRole('combobox', { name: 'Second' }) as HTMLSelectElement).value).toBe('pear');
  });
});
