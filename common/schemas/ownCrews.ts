// The business's own crews as Business setup's crews step saves them (GET/PUT /vendors/in-house): each crew's name, its
// yard (where its day starts) and, per working day, the zip codes it serves. They work under one vendor of the
// business's own, at 0% commission, named as the business.
import { z } from 'zod';
import { withParams } from '../i18n/keys';
import { MAX_LENGTH, optionalRecordId, optionalText, requiredText } from './fields';
import { vendorZipcode, WEEK_DAYS } from './vendor';

const zipCode = vendorZipcode.shape.zipcode;
const weekDay = vendorZipcode.shape.weekDay;

export const ownCrewDay = z.object({ weekDay, zipCodes: z.array(zipCode).max(200) });

export const ownCrewInput = z.object({
  /** A crew saved before (running the setup again edits it rather than adding a second). */
  _id: optionalRecordId('validation.common.choose_crew'),
  name: requiredText('validation.vendor.crew_name_required', MAX_LENGTH.name, 'validation.vendor.crew_name_at_most_80_characters'),
  /** The yard, one line: "street, city, ST 12345"; geocoded for the route's start point. */
  startAddress: optionalText(MAX_LENGTH.address),
  /** Its working days, each with the zip codes it serves that day (a day may have none yet). */
  days: z.array(ownCrewDay).min(1, 'validation.own_crews.choose_working_day').max(7),
});
export type OwnCrewInput = z.infer<typeof ownCrewInput>;

/** A zip code is served on one day by one crew (a vendor's zip code has one day), and a crew lists a day once. */
export const ownCrewsInput = z.object({
  crews: z
    .array(ownCrewInput)
    .max(50)
    .superRefine((crews, ctx) => {
      const zipSeen = new Set<string>();
      const names = new Set<string>();
      crews.forEach((crew, index) => {
        const name = crew.name.toLowerCase();
        if (names.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'validation.own_crews.name_twice' });
        names.add(name);
        const days = new Set<number>();
        crew.days.forEach((day, dayIndex) => {
          if (days.has(day.weekDay))
            ctx.addIssue({ code: 'custom', path: [index, 'days', dayIndex, 'weekDay'], message: 'validation.own_crews.day_twice' });
          days.add(day.weekDay);
          day.zipCodes.forEach((zip, zipIndex) => {
            if (zipSeen.has(zip))
              ctx.addIssue({
                code: 'custom',
                path: [index, 'days', dayIndex, 'zipCodes', zipIndex],
                message: withParams('validation.vendor.zip_code_listed_twice', { zipcode: zip }),
              });
            zipSeen.add(zip);
          });
        });
      });
    }),
});
export type OwnCrewsInput = z.infer<typeof ownCrewsInput>;

export const ownCrew = z.object({
  _id: z.string(),
  name: z.string(),
  startAddress: z.string().nullable(),
  /** Whether the geocoder found the yard (false: no address, not found, or no geocoder configured). */
  located: z.boolean(),
  days: z.array(z.object({ weekDay: z.number(), zipCodes: z.array(z.string()) })),
});
export type OwnCrew = z.infer<typeof ownCrew>;

/** What the business has: its own vendor (null until the step first saved) and its crews. */
export const ownCrews = z.object({
  vendor: z.object({ _id: z.string(), companyName: z.string(), commission: z.number() }).nullable(),
  crews: z.array(ownCrew),
});
export type OwnCrews = z.infer<typeof ownCrews>;

export { WEEK_DAYS };
