import type { UserType } from '../../../common/permissions';

export const ALL_USERS = 'all';
export type UserTab = UserType | typeof ALL_USERS;

/** The users list opened on one type's tab (the menu's CSR, Crew and Vendor Users) or on All Users. */
export const usersListPath = (tab: UserTab) => `/users?filter=${encodeURIComponent(JSON.stringify(tab === ALL_USERS ? {} : { type: tab }))}`;
