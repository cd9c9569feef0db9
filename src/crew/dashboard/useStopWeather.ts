// The weather at a stop as the application form opens (GET /crew/stops/:id/weather): asked once per stop while online,
// never retried (the form does not wait for it: the crew can type the values), and none offline.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { WeatherReading } from '../../../common/schemas/treatment';
import type { LawnDeskDataProvider } from '../../dataProvider';

export type StopWeatherState = { status: 'reading' } | { status: 'read'; reading: WeatherReading } | { status: 'none' };

export function useStopWeather(workLogId: string, online: boolean): StopWeatherState {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['crew-stop-weather', workLogId],
    queryFn: () => dataProvider.getStopWeather(workLogId),
    enabled: online,
    retry: false,
    // The NWS's stations report about hourly; a form opened again within minutes shows the same reading.
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
  });
  if (!online || isError) return { status: 'none' };
  if (isPending) return { status: 'reading' };
  return data?.reading ? { status: 'read', reading: data.reading } : { status: 'none' };
}
