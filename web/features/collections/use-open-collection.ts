import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import { searchCollection } from './collection-search.ts';

/** Opens a collection's documents on the results page (collections tab); `isOpening` tells which one is on its way. */
export function useOpenCollection() {
  const navigate = useNavigate();
  const errorText = useErrorText();
  const search = useMutation({
    mutationFn: (collectionId: number) => searchCollection(collectionId),
    onSuccess: (results) => navigate(pagePaths.searchResults(results.searchContext)),
    onError: (error) => showErrorToast(errorText(error)),
  });
  return {
    open: (collectionId: number) => search.mutate(collectionId),
    isOpening: (collectionId: number) => search.isPending && search.variables === collectionId,
  };
}

export type CollectionOpener = ReturnType<typeof useOpenCollection>;
