import { Edit, SimpleForm } from 'react-admin';
import { MarketInputs, marketResolver } from './MarketInputs';

export const MarketEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm resolver={marketResolver}>
      <MarketInputs />
    </SimpleForm>
  </Edit>
);
