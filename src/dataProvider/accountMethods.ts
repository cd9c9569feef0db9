// The signed-in user's own calls: sign-in and recovery, the session user, profile, password and the time clock.
import { HttpError } from 'react-admin';
import type { z } from 'zod';
import type { emailOrPhoneInput, LoginInput, passwordChangeBody, resetPasswordInput, SessionUser } from '../../common/schemas/auth';
import type { TimeSheetEntry } from '../../common/schemas/timeSheet';
import type { StoredUser } from '../auth/session';
import type { ProfileRecord as Profile } from '../../common/schemas/profile';
import type { PublicBusiness } from '../../common/schemas/settingsRecord';
import type {
  breakInput,
  PaidTimeOffInput,
  PaidTimeOffRecord,
  punchInput,
  timeSheetInput,
  WeekEntry,
  WeekView,
} from '../../common/schemas/labour';
import { IDEMPOTENCY_HEADER } from '../../common/schemas/idempotency';
import { apiCall, type Data, fetchFile } from './httpClient';

type PunchBody = NonNullable<z.input<typeof punchInput>>;

/** A write answered with a message to show and, for profile writes, the saved profile. */
export type Saved<T> = { message: string; data: T };
type Reply = { status: number; message: string; data?: { token?: string } };
type Recovery = z.output<typeof emailOrPhoneInput>;

export interface ProfileChanges {
  name: { first: string; last: string };
  email: string;
  mobile: string;
  dateOfBirth: string;
  crew: { address: string };
}

export const accountMethods = {
  login: async (input: LoginInput) => (await apiCall<Data<SessionUser>>('/users/login', { method: 'POST', body: input })).data,
  logout: (user: { id?: string; type?: string }) => apiCall('/users/login/logout', { method: 'POST', body: user }),
  /** Sends a reset code; the reply's token goes with the code to `resetPassword`. */
  requestPasswordReset: (input: Recovery) => apiCall<Reply>('/users/login/forgot-password', { method: 'PUT', body: input }),
  requestUsername: (input: Recovery) => apiCall<Reply>('/users/login/forgot-username', { method: 'POST', body: input }),
  /** "Email me a sign-in link": the same answer whether or not a customer has the address. */
  requestSignInLink: (input: Recovery) => apiCall<Reply>('/users/login/sign-in-link', { method: 'POST', body: input }),
  /** Spends a message's sign-in link: the customer's session, or an HttpError saying why not. */
  useSignInLink: async (token: string) =>
    (await apiCall<Data<SessionUser>>('/users/login/sign-in-link/use', { method: 'POST', body: { token } })).data,
  resetPassword: (input: z.output<typeof resetPasswordInput>) =>
    apiCall<Reply>('/users/login/reset-password', { method: 'POST', body: input }),
  /** The business's name for the sign-in pages (no session needed). */
  getBusiness: async () => (await apiCall<Data<PublicBusiness>>('/business')).data,
  /** The office ends a user's sessions on every device (a crew's phone signs in again). */
  endUserSessions: async (userId: string) =>
    (await apiCall<Data<{ ended: number }>>(`/users/${encodeURIComponent(userId)}/sessions/end`, { method: 'POST' })).data,
  getSessionUser: async () => (await apiCall<Data<StoredUser>>('/users/me')).data,
  /** Any signed-in call keeps the session's idle timer on the server from running out. */
  keepSessionAlive: () => apiCall('/time-sheets'),
  getProfile: async (userId: string) => (await apiCall<Data<Profile>>(`/user/${userId}`)).data,
  updateProfile: (userId: string, changes: ProfileChanges) => apiCall<Saved<Profile>>(`/user/${userId}`, { method: 'PUT', body: changes }),
  uploadProfileImage: (userId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiCall<Saved<Profile>>(`/user/${userId}`, { method: 'PUT', body: form });
  },
  deleteProfileImage: (userId: string) => apiCall<Saved<Profile>>(`/user/${userId}/profile-image`, { method: 'DELETE' }),
  /** Staff only: a 2xx answer means another user has the e-mail, a 404 that nobody has. */
  isEmailTaken: async (email: string) => {
    try {
      await apiCall(`/check-email-exist/${encodeURIComponent(email)}`, { method: 'HEAD' });
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return false;
      throw error;
    }
  },
  changePassword: (input: z.input<typeof passwordChangeBody>) =>
    apiCall<{ status: number; message: string }>('/user/current/password', { method: 'PUT', body: input }),
  getCurrentShift: async () => (await apiCall<Data<TimeSheetEntry | null>>('/time-sheets/current')).data,
  /** `idempotencyKey`: a queued punch sent again after a lost signal is applied once (docs/offline.md). */
  clock: async (direction: 'clock-in' | 'clock-out', punch?: PunchBody, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    (
      await apiCall<Data<TimeSheetEntry>>(`/time-sheets/${direction}`, {
        method: 'POST',
        ...(punch && { body: punch }),
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
      })
    ).data,
  /** A break taken, with its own start and end: its minutes go to the open entries (docs/labour.md). */
  recordBreak: async (taken: z.input<typeof breakInput>, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    (
      await apiCall<Data<TimeSheetEntry>>('/time-sheets/break', {
        method: 'POST',
        body: taken,
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
      })
    ).data,
  getClockCrew: async () => (await apiCall<Data<{ userId: string; name: string; clockedIn: boolean }[]>>('/time-sheets/crew')).data,
  getLabourWeek: async (week: string) => (await apiCall<Data<WeekView>>(`/time-sheets/weeks/${week}`)).data,
  addTimeSheetEntry: async (input: z.input<typeof timeSheetInput>) =>
    (await apiCall<Data<WeekEntry>>('/time-sheets', { method: 'POST', body: input })).data,
  addPaidTimeOff: async (input: PaidTimeOffInput) =>
    (await apiCall<Data<PaidTimeOffRecord>>('/time-sheets/paid-time-off', { method: 'POST', body: input })).data,
  removePaidTimeOff: (id: string) => apiCall(`/time-sheets/paid-time-off/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  approveLabourWeek: async (week: string) => (await apiCall<Data<WeekView>>(`/time-sheets/weeks/${week}/approve`, { method: 'POST' })).data,
  downloadPayroll: (week: string, layout: 'generic' | 'gusto') => fetchFile(`/reports/payroll.csv?week=${week}&layout=${layout}`),
};
