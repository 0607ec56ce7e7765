import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client.ts';

/** The app's one query cache: the pages' hooks read it, and the router's page-data loaders fill it early. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will answer the same the second time; only network and server failures are worth retrying.
      retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiRequestError && error.code >= 400 && error.code < 500),
    },
  },
});
