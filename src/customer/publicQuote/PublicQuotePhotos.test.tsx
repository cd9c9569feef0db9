import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { PublicQuotePhotos } from './PublicQuotePhotos';

const TOKEN = 'a'.repeat(43);
const photo = (id: string) => ({ _id: id, width: 1200, height: 900, createdAt: '2026-11-27T20:00:00.000Z' });

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the public quote page's photos", () => {
  it('loads each photo under the link’s token, with its alt text and size, and opens it larger', async () => {
    const user = userEvent.setup();
    renderInAdmin(<PublicQuotePhotos token={TOKEN} photos={[photo('p1'), photo('p2')]} />);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('src', `/api/v1/public/quotes/${TOKEN}/photos/p1?size=thumbnail`);
    expect(second).toHaveAttribute('alt', 'Photo 2 of 2 of the work quoted');
    expect(second).toHaveAttribute('width', '1200');
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 2 larger' }));
    const large = within(await screen.findByRole('dialog')).getByRole('img');
    expect(large).toHaveAttribute('src', `/api/v1/public/quotes/${TOKEN}/photos/p2?size=full`);
  });

  it('speaks Spanish, and shows nothing without photos', async () => {
    await i18nProvider.changeLocale('es');
    const { container } = renderInAdmin(<PublicQuotePhotos token={TOKEN} photos={[]} />);
    expect(container).toBeEmptyDOMElement();
    renderInAdmin(<PublicQuotePhotos token={TOKEN} photos={[photo('p1')]} />);
    expect(screen.getByRole('heading', { name: 'Fotos del trabajo' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Foto 1 de 1 del trabajo cotizado');
  });
});
