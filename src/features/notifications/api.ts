import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

export const notificationQueries = {
  all: ['notifications'] as const,
  count: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'count'],
      queryFn: () => unwrap(api.GET('/Home/GetNotificationCount')),
    }),
  list: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'list'],
      queryFn: () => unwrap(api.GET('/Home/GetNotification')),
    }),
};

export const notificationCalls = {
  markRead: () => unwrap(api.PUT('/Home/ReadNotifications')),
};
