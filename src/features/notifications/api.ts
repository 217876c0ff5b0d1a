import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

export const notificationKeys = { all: ['notifications'] as const };

export const notificationCountQuery = () =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'count'],
    queryFn: () => unwrap(api.GET('/Home/GetNotificationCount')),
  });

export const notificationListQuery = () =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'list'],
    queryFn: () => unwrap(api.GET('/Home/GetNotification')),
  });

export const markNotificationsRead = () => unwrap(api.PUT('/Home/ReadNotifications'));
