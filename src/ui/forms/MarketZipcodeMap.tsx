// The zip code map selector bound to the market form's zipCodes field, so the map and the chips above it stay in step.
import { useInput } from 'react-admin';
import { LazyZipcodeMapSelector as ZipcodeMapSelector } from '../maps/LazyZipcodeMapSelector';

export function MarketZipcodeMap() {
  const { field } = useInput<string[]>({ source: 'zipCodes' });
  return <ZipcodeMapSelector value={field.value ?? []} onChange={field.onChange} showSelection={false} />;
}
