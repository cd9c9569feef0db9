// The signed-in user's notifications: a page of them, and marking one or all read.
import { NOTIFICATION_PAGE_SIZE } from '../../common/notificationTypes';
import type { NotificationPage } from '../../common/schemas/notification';
import { apiCall, type Data } from './httpClient';

export const notificationMethods = {
  getNotifications: async (userId: string, start: number) =>
    (await apiCall<Data<NotificationPage>>(`/notifications/${userId}?start=${start}&length=${NOTIFICATION_PAGE_SIZE}`)).data,
  markNotificationRead: (notificationId: string) => apiCall(`/notifications/read/${notificationId}`, { method: 'PUT', body: {} }),
  markAllNotificationsRead: () => apiCall('/notifications/read', { method: 'PUT', body: { isAllRead: true } }),
};
