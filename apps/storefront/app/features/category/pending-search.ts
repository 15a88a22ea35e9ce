import { useLocation, useNavigation } from 'react-router';

/**
 * The query the page is showing or about to show: while a navigation on the same path is
 * loading, its query (so checkboxes and the sort select reflect a choice at once).
 */
export function usePendingSearchParams(): URLSearchParams {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  return new URLSearchParams((pending ?? location).search);
}
