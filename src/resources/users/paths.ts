import type { UserType } from '../../../common/permissions';

export const ALL_USERS = 'all';
export type UserTab = UserType | typeof ALL_USERS;
