// Programs: name, rounds with their windows, and the season's price without bands.
import { DataTable, DateField, List, SearchInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ProgramRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../../ui/format/useFormat';
import { ListEmpty } from '../../ui/ListEmpty';
import { ListPagination } from '../../ui/ListPagination';
import { monthDayLabel } from './roundFormat';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Rounds() {
  const [locale] = useLocaleState();
  const program = useRecordContext<ProgramRecord>();
  if (!program) return null;
  return (
    <>
      {program.rounds
        .map((round) => `${round.name} (${monthDayLabel(round.windowStart, locale)}–${monthDayLabel(round.windowEnd, locale)})`)
        .join(' · ')}
    </>
  );
}

function SeasonPrice() {
  const translate = useTranslate();
  const format = useFormat();
  const program = useRecordContext<ProgramRecord>();
  if (!program) return null;
  // A banded round's price depends on the lawn: the season's price is then the enrolment's to say.
  if (program.rounds.some((round) => round.priceBands.length)) return <>{translate('app.treatments.program.by_area')}</>;
  return <>{format.money(program.rounds.reduce((sum, round) => sum + round.priceCents, 0))}</>;
}

export const ProgramList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.treatments.menu.programs"
    exporter={false}
    filters={filters}
    perPage={25}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="rounds" disableSort>
        <Rounds />
      </DataTable.Col>
      <DataTable.Col source="seasonPrice" disableSort>
        <SeasonPrice />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
