import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotePhotoRecord, QuoteRecord } from '../../../common/schemas/quote';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { QuotePhotos } from './QuotePhotos';

const photo = (id: string): QuotePhotoRecord => ({ _id: id, width: 640, height: 480, createdAt: '2026-11-27T20:00:00.000Z' });
const quoteWith = (status: QuoteRecord['status'], photos: QuotePhotoRecord[]) => ({ _id: 'q1', status, photos });
const picture = (name = 'beds.jpg', type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });

function renderPhotos(quote: ReturnType<typeof quoteWith>, addQuotePhoto = vi.fn().mockResolvedValue({})) {
  const dataProvider = {
    addQuotePhoto,
    removeQuotePhoto: vi.fn().mockResolvedValue({}),
    getQuotePhoto: vi.fn().mockResolvedValue(new Blob(['x'], { type: 'image/jpeg' })),
  };
  renderInAdmin(<QuotePhotos quote={quote} />, { dataProvider: dataProvider as unknown as DataProvider });
  return dataProvider;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the quote card's photos", () => {
  it('uploads the photos chosen, one after another, through the dataProvider', async () => {
    const user = userEvent.setup();
    const dataProvider = renderPhotos(quoteWith('draft', []));
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    const input = screen.getByTestId('quote-photo-input');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByTestId('quote-photo-camera')).toHaveAttribute('capture', 'environment');
    const first = picture('beds.jpg');
    const second = picture('hedge.png', 'image/png');
    await user.upload(input, [first, second]);
    await waitFor(() => expect(dataProvider.addQuotePhoto).toHaveBeenCalledTimes(2));
    expect(dataProvider.addQuotePhoto.mock.calls).toEqual([
      ['q1', first],
      ['q1', second],
    ]);
  });

  it('refuses a photo over 5 MB, and more photos than the quote has room for, before uploading', async () => {
    const user = userEvent.setup();
    const dataProvider = renderPhotos(
      quoteWith(
        'sent',
        Array.from({ length: 9 }, (_, index) => photo(`p${index}`)),
      ),
    );
    const large = picture();
    Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('quote-photo-input'), large);
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo is larger than 5 MB: choose a smaller one.');
    await user.upload(screen.getByTestId('quote-photo-input'), [picture(), picture()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('A quote holds at most 10 photos: remove one first.');
    expect(dataProvider.addQuotePhoto).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a file that is no picture, in Spanish too", async () => {
    await i18nProvider.changeLocale('es');
    const user = userEvent.setup();
    const refused = vi.fn().mockRejectedValue(new HttpError('server.quotes.photo_must_be_jpeg_png_or_webp', 400, {}));
    renderPhotos(quoteWith('draft', []), refused);
    await user.upload(screen.getByTestId('quote-photo-input'), picture('notes.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elija una foto JPEG, PNG o WebP.');
    expect(screen.getByRole('button', { name: 'Agregar fotos' })).toBeEnabled();
  });

  it('shows thumbnails that open larger and remove while the quote is open, and only shows them once approved', async () => {
    const user = userEvent.setup();
    const dataProvider = renderPhotos(quoteWith('sent', [photo('p1'), photo('p2')]));
    const grid = screen.getByTestId('photo-grid');
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(2));
    expect(within(grid).getAllByRole('img')[1]).toHaveAttribute('alt', 'Photo 2 of 2 of the work quoted');
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await waitFor(() => expect(dataProvider.removeQuotePhoto).toHaveBeenCalledWith('q1', 'p2'));

    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 2 larger' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByAltText('Photo 1 of 2 of the work quoted')).toBeInTheDocument();
    expect(dataProvider.getQuotePhoto).toHaveBeenCalledWith('q1', 'p1', 'full');
  });

  it('has no upload or remove once the quote is approved', () => {
    renderPhotos(quoteWith('approved', [photo('p1')]));
    expect(screen.queryByTestId('quote-photo-input')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open photo 1 of 1 larger' })).toBeInTheDocument();
  });
});
