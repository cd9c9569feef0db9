import { Create, SimpleForm } from 'react-admin';
import { MarketInputs, marketResolver } from './MarketInputs';

export const MarketCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={marketResolver} defaultValues={{ name: '', zipCodes: [], taxPercent: 8.25 }}>
      <MarketInputs />
    </SimpleForm>
  </Create>
);
