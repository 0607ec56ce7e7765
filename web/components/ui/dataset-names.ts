import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Dataset = { code: string; name: string };

/**
 * Datasets in the user's language. They are the product's own (the server names them in
 * English): known codes are translated, any other keeps the server's name; a list is
 * sorted by the names the user reads.
 */
export function useDatasetNames(): { nameOf: (dataset: Dataset) => string; sorted: <T extends Dataset>(datasets: readonly T[]) => (T & { label: string })[] } {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const nameOf = (dataset: Dataset) => (i18n.exists(`datasetNames.${dataset.code}`) ? t(`datasetNames.${dataset.code}`) : dataset.name);
    const collator = new Intl.Collator(language);
    return {
      nameOf,
      sorted: (datasets) => datasets.map((dataset) => ({ ...dataset, label: nameOf(dataset) })).sort((a, b) => collator.compare(a.label, b.label)),
    };
  }, [t, i18n, language]);
}
