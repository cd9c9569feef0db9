import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { MomentWordsInput, MomentWordsRecord } from '../../../common/schemas/momentWords';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { MomentWordsPanel } from './MomentWordsPanel';

const words = {
  en: { subject: 'Your %{service} has moved to %{date}', body: 'Hi %{name}, your %{service} has moved to %{date}.', body_weather: 'Rain.' },
  es: { subject: 'Su %{service} pasó al %{date}', body: 'Hola %{name}, su %{service} pasó al %{date}.', body_weather: 'Lluvia.' },
};
const MOVED: MomentWordsRecord = {
  moment: 'visit-moved',
  parts: ['subject', 'body', 'body_weather'],
  variables: ['name', 'service', 'date'],
  words,
  defaults: words,
  edited: { en: [], es: ['body'] },
  updatedAt: null,
};

function renderPanel(save: (moment: string, input: MomentWordsInput) => Promise<MomentWordsRecord>) {
  const dataProvider = {
    getMomentWords: vi.fn(async () => [MOVED]),
    saveMomentWords: vi.fn(save),
    resetMomentWords: vi.fn(async () => MOVED),
  };
  render(
    <AdminTestContext dataProvider={dataProvider as unknown as DataProvider} path="/email-templates">
      <MomentWordsPanel />
    </AdminTestContext>,
  );
  return dataProvider;
}

describe('MomentWordsPanel', () => {
  it('lists the moments, inserts a variable where the cursor is, previews with samples and saves both languages', async () => {
    const dataProvider = renderPanel(async () => MOVED);
    expect(await screen.findByText('Visit moved')).toBeInTheDocument();
    expect(screen.getByText('Edited')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Visit moved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Visit moved”' });
    const body = within(dialog).getByRole('textbox', { name: 'Message' });
    await userEvent.clear(body);
    await userEvent.type(body, 'Hello , see you on the new day.');
    (body as HTMLTextAreaElement).setSelectionRange(6, 6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert %{name}' }));
    expect(body).toHaveValue('Hello %{name}, see you on the new day.');
    expect(within(dialog).getByText('Hello Dana, see you on the new day.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.saveMomentWords).toHaveBeenCalledWith('visit-moved', {
        en: { ...words.en, body: 'Hello %{name}, see you on the new day.' },
        es: words.es,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s field message on the language it concerns and keeps what was typed', async () => {
    renderPanel(async () => {
      throw new HttpError('Write this part of the message.', 400, {
        message: 'validation.moment_words.required',
        errors: { 'es.subject': 'validation.moment_words.required' },
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Visit moved' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail subject' }), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write this part of the message.')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Spanish', selected: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'English' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail subject' })).toHaveValue(`${words.en.subject}!`);
  });
});
