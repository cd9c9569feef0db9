import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRecord } from '../../../common/schemas/profile';
import { dataProvider } from '../../dataProvider';
import { ProfileImage } from './ProfileImage';
import { AdminTestContext } from '../../testing/AdminTestContext';

const profile = {
  _id: 'u1',
  name: { first: 'Carlos', last: 'Mendoza' },
  profile: { file: '/uploads/u1.png' },
} as unknown as ProfileRecord;

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderImage(
  answer: Response = respond({ status: 200, message: 'Profile updated.', data: { ...profile, profile: { file: null } } }),
) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  const onChange = vi.fn();
  render(
    <AdminTestContext dataProvider={dataProvider}>
      <ProfileImage profile={profile} onChange={onChange} />
      <Notification />
    </AdminTestContext>,
  );
  return { fetchMock, onChange };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProfileImage', () => {
  it('takes the same file again after Cancel', async () => {
    renderImage();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    const input = await screen.findByLabelText('Choose Image', { selector: 'input' });
    await userEvent.upload(input, file);
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await userEvent.upload(input, file);
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('deletes the image only once confirmed', async () => {
    const { fetchMock, onChange } = renderImage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Image' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your profile image?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Image' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Image' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/user/u1/profile-image') && init?.method === 'DELETE')).toBe(
      true,
    );
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
  });

  it('says the profile could not be updated when the delete fails without a message, and keeps the image', async () => {
    const { onChange } = renderImage(respond({ status: 500 }, 500));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Image' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Image' }));
    expect(await screen.findByText('An error occurred while updating the profile.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
