import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../toasts/use-toast.ts';
import { outcomeMessage, screenFor } from './screens.ts';

/**
 * After a creation, a deletion or a deleted record's restore the server redirects with `?notice=created|deleted|restored`: the outcome is shown as a
 * toast, and the notice leaves the address so that a reload or a bookmark does not show it again.
 */
export function NoticeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const notice = params.get('notice');
    if (notice !== 'created' && notice !== 'deleted' && notice !== 'restored') return;
    const screen = screenFor(location.pathname.split('/')[2] ?? '');
    if (screen) toast.add({ type: 'success', message: outcomeMessage(screen, notice) });
    params.delete('notice');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, toast]);
  return null;
}
