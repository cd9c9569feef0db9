// Office announcements: a message staff see, repeated on a schedule within an active window.
import { z } from 'zod';
import { calendarDate, MAX_LENGTH, requiredText } from './fields';

export const ANNOUNCEMENT_REPEATS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'one-time'] as const;


export const officeAnnouncementInput = z
  .object({
    title: requiredText('Title is required.', MAX_LENGTH.title, 'Title is at most 120 characters.'),
    message: requiredText('Message is required.', MAX_LENGTH.note, 'Message is at most 2000 characters.'),
    repeat: z.enum(ANNOUNCEMENT_REPEATS, { error: 'Repeat is required.' }),
    activeFrom: calendarDate('Active from date is required.'),
    activeTo: calendarDate('Active to date is required.'),
    isActive: z.boolean().default(true),
  })
  .refine((announcement) => !announcement.activeFrom || !announcement.activeTo || announcement.activeTo >= announcement.activeFrom, {
    path: ['activeTo'],
    message: 'Active to date cannot be before the active from date.',
  });
export type OfficeAnnouncementInput = z.infer<typeof officeAnnouncementInput>;

export const officeAnnouncement = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  repeat: z.enum(ANNOUNCEMENT_REPEATS),
  activeFrom: z.string(),
  activeTo: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfficeAnnouncement = z.infer<typeof officeAnnouncement>;
