// Office announcements: a message staff see, repeated on a schedule within an active window.
import { z } from 'zod';
import { calendarDate, MAX_LENGTH, requiredText } from './fields';

export const ANNOUNCEMENT_REPEATS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'one-time'] as const;

export const officeAnnouncementInput = z
  .object({
    title: requiredText('validation.common.title_required', MAX_LENGTH.title, 'validation.common.title_at_most_120_characters'),
    message: requiredText('validation.common.message_required', MAX_LENGTH.note, 'validation.common.message_at_most_2000_characters'),
    repeat: z.enum(ANNOUNCEMENT_REPEATS, { error: 'validation.office_announcement.repeat_required' }),
    activeFrom: calendarDate('validation.office_announcement.active_from_date_required'),
    activeTo: calendarDate('validation.office_announcement.active_to_date_required'),
    isActive: z.boolean().default(true),
  })
  .refine((announcement) => !announcement.activeFrom || !announcement.activeTo || announcement.activeTo >= announcement.activeFrom, {
    path: ['activeTo'],
    message: 'validation.office_announcement.active_to_date_cannot_be_before_active',
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
