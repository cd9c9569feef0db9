// The formatting module (common/format.ts) for the signed-in user: their language, the business's time zone.
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { createFormat, type Format } from '../../../common/format';
import { BUSINESS_TIME_ZONE } from '../../../common/schemas/timeSheet';
import { useStoredUser } from '../../auth/useStoredUser';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const formatFor = (locale: string, timeZone: string = BUSINESS_TIME_ZONE): Format =>
  createFormat({ language: locale === 'es' ? 'es' : 'en', timeZone, viewerTimeZone: browserTimeZone() });

/** `zone`: a screen whose answer names the business's zone (the status map) reads that one. */
export function useFormat(zone?: string): Format {
  const [locale] = useLocaleState();
  // A session stored before the business's zone was part of it reads the default zone until it is read again.
  const stored = useStoredUser()?.timeZone;
  const timeZone = zone ?? stored ?? BUSINESS_TIME_ZONE;
  return useMemo(() => formatFor(locale, timeZone), [locale, timeZone]);
}
