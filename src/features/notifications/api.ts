import { readQuery } from '@/api/read-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

export const notificationQueries = {
  all: ['notifications'] as const,
  count: () => readQuery([...notificationQueries.all, 'count'], () => api.GET('/Home/GetNotificationCount')),
  list: () => readQuery([...notificationQueries.all, 'list'], () => api.GET('/Home/GetNotification')),
};

export const notificationCalls = {
  markRead: () => unwrap(api.PUT('/Home/ReadNotifications')),
};
