import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { logout } from './session';
import { routeHref } from '@/lib/menu/routes';

/** Logout clears the session and the cached data, then goes to the root route (spec §4). */
export function useLogout() {
  const client = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      client.clear();
      router.replace(routeHref('/'));
      router.refresh();
    },
  });
}
