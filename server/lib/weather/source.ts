// The configured weather source (WEATHER_PROVIDER): the National Weather Service, the local stand-in, or none.
import type { WeatherSettings } from '../../config';
import { localWeather } from './local';
import { nwsWeather } from './nws';
import type { WeatherSource } from './weather';

export const weatherOf = (settings: WeatherSettings | undefined): WeatherSource | null =>
  !settings ? null : settings.provider === 'nws' ? nwsWeather(settings) : localWeather();
