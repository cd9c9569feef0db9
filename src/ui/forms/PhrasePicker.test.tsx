import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, memoryStore, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PhrasePicker, withPhrase } from './PhrasePicker';
import { renderInAdmin } from '../../testing/AdminTestContext';

const PHRASES = [
  { _id: 'p1', name: 'Left message', phrase: 'Left a voicemail about the next visit.' },
  { _id: 'p2', name: 'Gate locked', phrase: 'The backyard gate was locked.' },
];

function renderPicker(phrases = PHRASES, idSource?: string) {
  const onSubmit = vi.fn();
  renderInAdmin(
    <Form record={{}} defaultValues={{ text: '' }} onSubmit={onSubmit} noValidate>
      <PhrasePicker phrases={phrases} source="text" idSource={idSource} />
      <TextInput source="text" label="Text" multiline />
      <button type="submit">Save</button>
    </Form>,
    { store: memoryStore({ locale: 'en' }) },
  );
  return onSubmit;
}

describe('PhrasePicker', () => {
  it('inserts the phrase with one click, after what is already written', async () => {
    const onSubmit = renderPicker(PHRASES, 'phraseId');
    const group = await screen.findByRole('group', { name: 'Phrases: click one to insert it' });
    const text = screen.getByRole('textbox', { name: 'Text' });
    await userEvent.click(within(group).getByRole('button', { name: 'Insert the phrase Left message' }));
    expect(text).toHaveValue('Left a voicemail about the next visit.');
    await userEvent.click(within(group).getByRole('button', { name: 'Insert the phrase Gate locked' }));
    expect(text).toHaveValue('Left a voicemail about the next visit.\nThe backyard gate was locked.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      phraseId: 'p2',
      text: 'Left a voicemail about the next visit.\nThe backyard gate was locked.',
    });
  });

  it('shows nothing when there are no phrases of the type', async () => {
    renderPicker([]);
    expect(await screen.findByRole('textbox', { name: 'Text' })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('puts a phrase on its own line and trims trailing space', () => {
    expect(withPhrase(null, 'A.')).toBe('A.');
    expect(withPhrase('Called.  ', 'A.')).toBe('Called.\nA.');
  });
});
