import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ApproximateLocationChip, ApproximateLocationLegend, markerStyle } from './ApproximateLocation';

afterEach(() => i18nProvider.changeLocale('en'));

describe('approximate locations', () => {
  it('draw a located stop filled and an approximate one as a dashed outline in the same colour', () => {
    expect(markerStyle('#1976d2', false, 0.95)).toMatchObject({ color: '#ffffff', fillColor: '#1976d2', fillOpacity: 0.95 });
    const approximate = markerStyle('#1976d2', true, 0.95);
    expect(approximate).toMatchObject({ color: '#1976d2', dashArray: '3 3' });
    expect(approximate.fillOpacity).toBeLessThan(0.2);
  });

  it('tell the two markers apart in a legend, in English and Spanish', async () => {
    const { unmount } = renderInAdmin(<ApproximateLocationLegend />);
    expect(screen.getByRole('region', { name: 'Approximate location' })).toBeInTheDocument();
    expect(screen.getByText('At its address')).toBeInTheDocument();
    expect(screen.getByText('Approximate (zip code centre)')).toBeInTheDocument();
    unmount();
    await i18nProvider.changeLocale('es');
    renderInAdmin(<ApproximateLocationLegend />);
    expect(screen.getByText('Aproximada (centro del código postal)')).toBeInTheDocument();
  });

  it('show as a chip in a list', () => {
    renderInAdmin(<ApproximateLocationChip />);
    expect(screen.getByText('Approximate location')).toBeInTheDocument();
  });
});
