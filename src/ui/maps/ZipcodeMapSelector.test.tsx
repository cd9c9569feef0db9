import type { ReactNode } from 'react';
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ZipcodeMapSelector } from './ZipcodeMapSelector';
import { AdminTestContext } from '../../testing/AdminTestContext';

// Leaflet needs a laid-out container the test DOM does not have: each polygon becomes a button showing its fill.
vi.mock('react-leaflet', () => ({
  MapContainer: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  TileLayer: ({ referrerPolicy }: { referrerPolicy?: string }) => <span data-testid="tiles" data-referrer-policy={referrerPolicy} />,
  Tooltip: ({ children }: { children: ReactNode }) => <span>{children}</span>,
  GeoJSON: ({
    children,
    style,
    eventHandlers,
  }: {
    children: ReactNode;
    style: { fillColor: string };
    eventHandlers: { click: () => void };
  }) => (
    <button type="button" data-fill={style.fillColor} onClick={eventHandlers.click}>
      {children}
    </button>
  ),
}));

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const rows = [
  ['Austin Central', '78701', 30.27, -97.74, null, square],
  ['Austin Central', '78702', 30.26, -97.71, null, square],
  ['Austin South', '78745', 30.2, -97.79, null, square],
];

const dataProvider = { getZipcodeMap: async () => ({ rows, approximate: true }) } as unknown as DataProvider;

let setFromOutside: (zipcodes: string[]) => void = () => undefined;

function Harness({ onChange }: { onChange: (zipcodes: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  setFromOutside = setValue;
  return (
    <ZipcodeMapSelector
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const polygon = (zipcode: string) => screen.getByRole('button', { name: new RegExp(`^${zipcode} ·`) });
const chips = () =>
  within(screen.getByLabelText('Selected zip codes'))
    .queryAllByRole('button')
    .map((chip) => chip.textContent)
    .filter((text) => /^\d{5}$/.test(text ?? ''));

describe('ZipcodeMapSelector', () => {
  it('selects a whole area on click, deselects one zip code, and follows outside add, remove and clear', async () => {
    const onChange = vi.fn();
    render(
      <AdminTestContext dataProvider={dataProvider}>
        <Harness onChange={onChange} />
      </AdminTestContext>,
    );
    await waitFor(() => expect(polygon('78701')).toHaveAttribute('data-fill', '#ffffff'));
    expect(screen.getByText(/approximate/i)).toBeInTheDocument();
    // Tile servers learn the origin asking (OpenStreetMap requires it), never the page's path.
    expect(screen.getByTestId('tiles')).toHaveAttribute('data-referrer-policy', 'strict-origin-when-cross-origin');

    await userEvent.click(polygon('78702'));
    expect(onChange).toHaveBeenLastCalledWith(['78702', '78701']);
    expect(polygon('78701')).toHaveAttribute('data-fill', '#2e7d32');
    expect(polygon('78745')).toHaveAttribute('data-fill', '#ffffff');
    expect(chips()).toEqual(['78702', '78701']);

    await userEvent.click(polygon('78701'));
    expect(onChange).toHaveBeenLastCalledWith(['78702']);
    expect(polygon('78701')).toHaveAttribute('data-fill', '#ffffff');

    act(() => setFromOutside(['78702', '78745']));
    expect(polygon('78745')).toHaveAttribute('data-fill', '#2e7d32');
    expect(chips()).toEqual(['78702', '78745']);

    const chip = within(screen.getByLabelText('Selected zip codes')).getByRole('button', { name: '78702' });
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(onChange).toHaveBeenLastCalledWith(['78745']);
    expect(polygon('78702')).toHaveAttribute('data-fill', '#ffffff');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(polygon('78745')).toHaveAttribute('data-fill', '#ffffff');
    expect(chips()).toEqual([]);
  });
});
