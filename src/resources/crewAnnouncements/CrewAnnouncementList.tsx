// Crew announcements: who they are for (a vendor's crews or every vendor's), title and active window, 10 rows a page.
import { type Theme, useMediaQuery } from '@mui/material';
import { CreateButton, DataTable, ExportButton, List, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { crewAnnouncement } from '../../../common/schemas/vendor';
import { calendarDate, CalendarDateField } from '../../ui/fields/CalendarDateField';
import { CREW_ANNOUNCEMENT_CREATE_PATH, CREW_ANNOUNCEMENTS_RESOURCE, crewAnnouncementPath } from './paths';
import { useVendorOptions } from '../../ui/fields/useVendorOptions';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';

type CrewAnnouncement = z.infer<typeof crewAnnouncement> & { id: string };

function useAudienceName() {
  const translate = useTranslate();
  const vendors = useVendorOptions();
  return ({ vendorId }: CrewAnnouncement) =>
    vendorId
      ? (vendors.data?.find((vendor) => vendor._id === vendorId)?.companyName ?? '')
      : translate('resources.vendors/crew-announcements.all_vendors');
}

function AudienceField() {
  const announcement = useRecordContext<CrewAnnouncement>();
  const audienceName = useAudienceName();
  return announcement ? <>{audienceName(announcement)}</> : null;
}

/** The resource declares no pages: create and edit open at the spec's path. */
const ListActions = () => (
  <TopToolbar>
    <CreateButton to={CREW_ANNOUNCEMENT_CREATE_PATH} />
    <ExportButton />
  </TopToolbar>
);
const editPath = (id: string | number) => crewAnnouncementPath(id);

export function CrewAnnouncementList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const audienceName = useAudienceName();
  return (
    <List
      empty={<ListEmpty action={<CreateButton to={CREW_ANNOUNCEMENT_CREATE_PATH} variant="contained" />} />}
      pagination={<ListPagination />}
      title="app.menu.crew_announcement"
      resource={CREW_ANNOUNCEMENTS_RESOURCE}
      perPage={10}
      sort={{ field: 'activeFrom', order: 'DESC' }}
      actions={<ListActions />}
    >
      {isSmall ? (
        <SimpleList<CrewAnnouncement>
          primaryText={(row) => row.title}
          secondaryText={audienceName}
          tertiaryText={(row) => `${calendarDate(row.activeFrom)} – ${calendarDate(row.activeTo)}`}
          rowClick={editPath}
        />
      ) : (
        <DataTable rowClick={editPath} bulkActionButtons={false}>
          <DataTable.Col source="vendorId" disableSort>
            <AudienceField />
          </DataTable.Col>
          <DataTable.Col source="title" />
          <DataTable.Col source="activeFrom">
            <CalendarDateField source="activeFrom" />
          </DataTable.Col>
          <DataTable.Col source="activeTo">
            <CalendarDateField source="activeTo" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
