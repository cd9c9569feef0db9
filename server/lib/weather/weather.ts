// The weather port: a place (and the moment, for the local stand-in) in, the wind and temperature observed there in the
// application record's units out, or null. Its adapters: the National Weather Service (nws.ts), pointed at its real host
// or, in tests, at a fake on loopback (tests/fakeNws.ts); and a local stand-in for development and the demo (local.ts).
// A reading only prefills the crew's form: no adapter throws, and any failure is "no reading" (the crew types the values).
import type { WeatherReading } from '../../../common/schemas/treatment';

export type { WeatherReading } from '../../../common/schemas/treatment';

export interface WeatherSource {
  /** The latest reading near the place, or null (none configured nearby, too old, a timeout, any failure). */
  readingAt(latitude: number, longitude: number, now?: Date): Promise<WeatherReading | null>;
}
