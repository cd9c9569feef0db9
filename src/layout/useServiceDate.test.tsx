import { act, render, screen } from '@testing-library/react';
import { memoryStore, type Store } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SERVICE_DATE_KEY, type ServiceDateState, useServiceDate } from './useServiceDate';
import { AdminTestContext } from '../testing/AdminTestContext';

let state: ServiceDateState;
function Probe({ keepInUrl }: { keepInUrl?: boolean }) {
  state = useServiceDate({ keepInUrl });
  const { search } = useLocation();
  return <output data-testid="probe">{`${state.serviceDate} ${state.serviceWeek.from} ${search}`}</output>;
}

/** The browser's address: the app's router and the browser agree on it unless a navigation is under way. */
const renderAt = (url: string, store: Store, keepInUrl?: boolean, browserAt = url) => {
  window.history.replaceState(null, '', browserAt);
  return render(
    <AdminTestContext path={url} store={store}>
      <Probe keepInUrl={keepInUrl} />
    </AdminTestContext>,
  );
};
const shown = () => screen.getByTestId('probe').textContent;

describe('useServiceDate', () => {
  it("takes the URL's date first and remembers it for the pages opened next", () => {
    const store = memoryStore({ [SERVICE_DATE_KEY]: '2026-11-02' });
    renderAt('/worklogs?serviceDate=2026-11-19', store);
    expect(shown()).toBe('2026-11-19 2026-11-16 ?serviceDate=2026-11-19');
    expect(store.getItem(SERVICE_DATE_KEY)).toBe('2026-11-19');
  });

  it('falls back to the remembered date, and a page that shows it writes it into its address', () => {
    renderAt('/time-sheet?tab=x', memoryStore({ [SERVICE_DATE_KEY]: '2026-11-02' }), true);
    expect(shown()).toBe('2026-11-02 2026-11-02 ?tab=x&serviceDate=2026-11-02');
  });

  it('does not write its date once the browser has left for another page, which would take the user back', () => {
    renderAt('/time-sheet', memoryStore({ [SERVICE_DATE_KEY]: '2026-11-02' }), true, '/customers');
    expect(shown()).toBe('2026-11-02 2026-11-02 ');
    expect(window.location.pathname).toBe('/customers');
  });

  it('ignores a date that is not one', () => {
    renderAt('/worklogs?serviceDate=2026-13-45', memoryStore({ [SERVICE_DATE_KEY]: '2026-11-02' }));
    expect(shown()).toMatch(/^2026-11-02 /);
  });

  it('changes the address only on pages that show the date', () => {
    const store = memoryStore({ [SERVICE_DATE_KEY]: '2026-11-02' });
    renderAt('/customers?page=2', store);
    act(() => state.setServiceDate('2026-12-01'));
    expect(shown()).toBe('2026-12-01 2026-11-30 ?page=2');
    expect(store.getItem(SERVICE_DATE_KEY)).toBe('2026-12-01');
  });

  it('moves the date in the address of a page that shows it', () => {
    renderAt('/map-crew?serviceDate=2026-11-02', memoryStore(), true);
    act(() => state.setServiceDate('2027-01-04'));
    expect(shown()).toBe('2027-01-04 2027-01-04 ?serviceDate=2027-01-04');
  });
});
