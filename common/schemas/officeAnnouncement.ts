// Office announcements: a message staff see, repeated on a schedule within an active window.
import { z } from 'zod';

export const ANNOUNCEMENT_REPEATS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'one-time'] as const;

const isoDate = (required: string) => z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, required);

export const officeAnnouncementInput = z
  .object({
    title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(120, 'Title is at most 120 characters.'),
    message: z.string({ error: 'Message is required.' }).trim().min(1, 'Message is required.').max(2000, 'Message is at most 2000 characters.'),
    repeat: z.enum(ANNOUNCEMENT_REPEATS, { error: 'Repeat is required.' }),
    activeFrom: isoDate('Active from date is required.'),
    activeTo: isoDate('Active to date is required.'),
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
