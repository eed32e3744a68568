import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@lobby/router';
import { FocusAfterNavigation } from './FocusAfterNavigation';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <FocusAfterNavigation mainId="main" />
      <Back />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Link to="/a">First</Link>
                <Link to="/listing">Show all</Link>
              </>
            }
          />
          <Route path="/listing" element={<p>Listing</p>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('FocusAfterNavigation', () => {
  test('a followed link leaves focus on the main region, and Back returns it to that link', () => {
    renderApp();
    const showAll = screen.getByRole('link', { name: 'Show all' });
    act(() => showAll.focus());
    fireEvent.click(showAll);
    expect(screen.getByText('Listing')).toBeTruthy();
    expect(document.activeElement?.id).toBe('main');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Show all' }));
  });

  test('focus the player keeps outside the main region (the header, say) stays there', () => {
    renderApp();
    const back = screen.getByRole('button', { name: 'Back' });
    fireEvent.click(screen.getByRole('link', { name: 'First' }));
    act(() => back.focus());
    fireEvent.click(back);
    expect(document.activeElement).toBe(back);
  });
});
