// Inputs shared by the market create and edit forms, validated by the same zod schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, TextArrayInput, TextInput } from 'react-admin';
import { marketInput } from '../../../common/schemas/market';
import { MarketZipcodeMap } from './MarketZipcodeMap';

export const marketResolver = zodResolver(marketInput);

export function MarketInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextArrayInput source="zipCodes" helperText="resources.markets.helper.zipCodes" fullWidth />
      <MarketZipcodeMap />
      <NumberInput source="taxPercent" step={0.01} helperText="resources.markets.helper.taxPercent" />
    </>
  );
}
