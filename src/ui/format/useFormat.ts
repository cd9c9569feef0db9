// The formatting module (common/format.ts) for the signed-in user: their language, the business's time zone.
import { useLocaleState } from 'react-admin';
import { BUSINESS_TIME_ZONE, createFormat, type Format } from '../../../common/format';
import { useStoredUser } from '../../auth/useStoredUser';

// Reading the browser's zone builds an Intl formatter (milliseconds on a slow phone), and every card of a list formats:
// the zone is read once and one Format is kept per language and zone.
let browserTimeZone: string | undefined;
const formats = new Map<string, Format>();

export function formatFor(locale: string, timeZone: string = BUSINESS_TIME_ZONE): Format {
  const language = locale === 'es' ? 'es' : 'en';
  const key = `${language}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
    format = createFormat({ language, timeZone, viewerTimeZone: browserTimeZone });
    formats.set(key, format);
  }
  return format;
}

/** `zone`: a screen whose answer names the business's zone (the status map) reads that one. */
export function useFormat(zone?: string): Format {
  const [locale] = useLocaleState();
  // A session stored before the business's zone was part of it reads the default zone until it is read again.
  const stored = useStoredUser()?.timeZone;
  const timeZone = zone ?? stored ?? BUSINESS_TIME_ZONE;
  return formatFor(locale, timeZone);
}
