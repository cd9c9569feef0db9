import { render, screen, within } from '@testing-library/react';
import { type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionKey } from '../../../common/permissions';
import type { BackupsState } from '../../../common/schemas/backup';
import { session } from '../../auth/session';
import { BackupsSection } from './BackupsSection';
import { AdminTestContext } from '../../testing/AdminTestContext';

const FAILED: BackupsState = {
  last: {
    ok: false,
    kind: 'pglite',
    file: null,
    bytes: null,
    sha256: null,
    startedAt: '2026-11-25T08:15:00Z',
    finishedAt: '2026-11-25T08:15:02Z',
    error: 'disk full',
  },
  files: [
    { file: 'lawndesk-20261124T081500Z.pglite.tar.gz', bytes: 9_100_000, createdAt: '2026-11-24T08:15:04Z', sha256: 'ab'.repeat(32) },
  ],
  keep: 7,
  running: false,
};

const textOf = (blob: Blob) => blob.text();

function renderSection(permissions: PermissionKey[]) {
  session.save({ _id: 'u1', token: 't', name: 'Staff', role: 'csr', type: 'csr', properties: [], vendor: null, crew: null, permissions });
  const getBackups = vi.fn(async () => FAILED);
  const { container } = render(
    <AdminTestContext dataProvider={{ getBackups } as unknown as DataProvider}>
      <BackupsSection />
    </AdminTestContext>,
  );
  return { container, getBackups };
}

describe('System Settings: backups and export', () => {
  it('is not there for staff holding neither permission', () => {
    const { container, getBackups } = renderSection(['setting_menu']);
    expect(container).toBeEmptyDOMElement();
    expect(getBackups).not.toHaveBeenCalled();
  });

  it('offers the exports alone to data_export, without reading the backups', () => {
    const { getBackups } = renderSection(['setting_menu', 'data_export']);
    const section = within(screen.getByRole('region', { name: 'Backups and export' }));
    expect(section.getByRole('button', { name: 'Everything (.zip)' })).toBeVisible();
    expect(section.getByRole('combobox', { name: 'One type' })).toHaveTextContent('Customers');
    expect(section.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    expect(section.queryByRole('button', { name: 'Back up now' })).toBeNull();
    expect(getBackups).not.toHaveBeenCalled();
  });

  it('shows backup_download a failed last run and the backups kept, to download', async () => {
    renderSection(['setting_menu', 'backup_download']);
    const section = within(screen.getByRole('region', { name: 'Backups and export' }));
    expect(await section.findByText(/failed \(disk full\)/)).toBeVisible();
    expect(section.getByRole('button', { name: 'Download lawndesk-20261124T081500Z.pglite.tar.gz' })).toBeVisible();
    expect(section.getByRole('row', { name: /lawndesk-20261124T081500Z/ })).toHaveTextContent('9.1 MB');
    expect(section.getByText(/the newest 7 are kept/)).toBeVisible();
    expect(section.queryByRole('button', { name: 'Everything (.zip)' })).toBeNull();
  });

  it('saves a backup’s checksum beside it, in sha256sum’s format, for npm run restore', async () => {
    renderSection(['setting_menu', 'backup_download']);
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:checksum';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
    const section = within(screen.getByRole('region', { name: 'Backups and export' }));
    (await section.findByRole('button', { name: 'Download the checksum of lawndesk-20261124T081500Z.pglite.tar.gz' })).click();
    expect(click).toHaveBeenCalledOnce();
    expect(saved[0].name).toBe('lawndesk-20261124T081500Z.pglite.tar.gz.sha256');
    expect(await textOf(saved[0].blob)).toBe(`${'ab'.repeat(32)}  lawndesk-20261124T081500Z.pglite.tar.gz\n`);
    vi.restoreAllMocks();
  });
});
