import { useQuery } from '@tanstack/react-query';
import { widgetsQuery } from '@/shared/home';
import { useSession } from '@/shared/session';

/** The billboard's quantity for the menu badge: only with a session, 0 while unknown. */
export function useCourseQuantity(): number {
  const { signedIn, userId } = useSession();
  const widgets = useQuery({ ...widgetsQuery(userId), enabled: signedIn });
  return signedIn ? (widgets.data?.courseWidget.quantity ?? 0) : 0;
}
