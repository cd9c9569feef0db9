// Users: CSR, Crew, Vendor and All Users as tabs, each shown only with its list permission (spec sections 2 and 6).
import { Box, Chip, Tab, Tabs, type Theme, useMediaQuery } from '@mui/material';
import { useEffect } from 'react';
import {
  BooleanField,
  CreateButton,
  DataTable,
  EditButton,
  List,
  NullableBooleanInput,
  SearchInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { hasPermission, type UserType } from '../../../common/permissions';
import { formatPhone } from '../../../common/schemas/profile';
import type { UserRecord } from '../../../common/schemas/user';
import { mayListUsers } from '../../../common/userAccess';
import { session } from '../../auth/session';
import { RecordCards } from '../../ui/RecordCards';
import { ListEmpty } from '../../ui/ListEmpty';
import { ALL_USERS, type UserTab } from './paths';
import { ListPagination } from '../../ui/ListPagination';

type UserRow = UserRecord & { id: string };
const ALL = ALL_USERS;
const TABS: UserTab[] = ['csr', 'crew', 'vendor', ALL];

const fullName = (user: UserRow) => `${user.name.first} ${user.name.last}`;
const phone = (user: UserRow) => formatPhone(user.mobile ?? '');
const attachedTo = (user: UserRow) => [user.crewName, user.vendorName].filter(Boolean).join(' · ');

function visibleTabs() {
  const user = session.user();
  return user ? TABS.filter((tab) => mayListUsers(user, tab === ALL ? null : tab)) : [];
}

function TypeTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const tabs = visibleTabs();
  const current = (filterValues.type as UserType | undefined) ?? ALL;
  // A tab this user may not open (a stale link, a changed role) falls back to the first one it may.
  useEffect(() => {
    if (tabs.length && !tabs.includes(current))
      setFilters({ ...filterValues, type: tabs[0] === ALL ? undefined : tabs[0] }, displayedFilters);
  }, [current]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    // A grid cell may shrink below the tabs' natural width, so the tabs scroll instead of widening a phone's page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={tabs.includes(current) ? current : false}
        onChange={(_, tab: string) => setFilters({ ...filterValues, type: tab === ALL ? undefined : tab }, displayedFilters)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={translate(`app.users.tabs.${tab}`)} />
        ))}
      </Tabs>
    </Box>
  );
}

/** The page is titled as the menu entry that opens its tab. */
const TITLES: Partial<Record<UserTab, string>> = {
  csr: 'app.users.menu.csr_users',
  crew: 'app.users.menu.crew_users',
  vendor: 'app.users.menu.vendor_users',
  [ALL]: 'app.users.menu.all_users',
};

function UsersTitle() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return <>{translate(TITLES[(filterValues.type as UserType | undefined) ?? ALL] ?? 'app.users.menu.all_users')}</>;
}

function TypeChip({ user }: { user: UserRow }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`app.users.types.${user.type}`)} variant="outlined" />;
}

const UserTable = () => (
  <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListEmpty />}>
    <DataTable.Col source="username" />
    <DataTable.Col source="name" render={fullName} />
    <DataTable.Col source="email" />
    <DataTable.Col source="mobile" render={phone} sx={{ whiteSpace: 'nowrap' }} />
    <DataTable.Col source="type" render={(user: UserRow) => <TypeChip user={user} />} />
    <DataTable.Col source="role" label="resources.users.fields.role" render={(user: UserRow) => user.roleName} />
    <DataTable.Col source="crewOrVendor" disableSort render={attachedTo} />
    <DataTable.Col source="isActive">
      <BooleanField source="isActive" />
    </DataTable.Col>
  </DataTable>
);

function UserCards() {
  const translate = useTranslate();
  return (
    <RecordCards<UserRow>
      primaryText={(user) => `${fullName(user)} (${user.username})`}
      lines={(user) =>
        [
          [
            translate(`app.users.types.${user.type}`),
            user.roleName,
            translate(user.isActive ? 'app.users.active' : 'app.users.inactive'),
          ].join(' · '),
          user.email ?? '',
          phone(user),
          attachedTo(user),
        ].filter(Boolean)
      }
      actions={
        <Box>
          <EditButton />
        </Box>
      }
    />
  );
}

function UserActions() {
  const { filterValues } = useListContext();
  const user = session.user();
  return (
    <TopToolbar>
      {user && hasPermission(user, 'user_add') && <CreateButton state={{ record: { type: filterValues.type ?? 'csr' } }} />}
    </TopToolbar>
  );
}

export function UserList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.users.search')} />,
    <NullableBooleanInput key="isActive" source="isActive" alwaysOn />,
  ];
  const [firstTab] = visibleTabs();
  return (
    <List
      pagination={<ListPagination />}
      title={<UsersTitle />}
      filters={filters}
      filterDefaultValues={firstTab && firstTab !== ALL ? { type: firstTab } : {}}
      actions={<UserActions />}
      perPage={10}
      sort={{ field: 'username', order: 'ASC' }}
      exporter={false}
      empty={false}
    >
      <TypeTabs />
      {isSmall ? <UserCards /> : <UserTable />}
    </List>
  );
}
