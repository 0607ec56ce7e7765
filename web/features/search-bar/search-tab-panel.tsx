import { CategoriesAdvancedFields, CategoriesQuickFields } from './categories-panel.tsx';
import { CollectionsAdvancedFields, CollectionsQuickFields } from './collections-panel.tsx';
import { LatestFields, type LatestDateProblem } from './latest-panel.tsx';
import { MaterialsAdvancedFields, MaterialSuppliersFields, MaterialsQuickFields } from './materials-panel.tsx';
import { MetalSuppliersAdvancedFields, MetalSuppliersQuickFields } from './metal-suppliers-panel.tsx';
import { MetalsAdvancedFields, MetalsQuickFields } from './metals-panel.tsx';
import type {
  CategoriesFilters,
  CollectionsFilters,
  LatestFilters,
  MaterialsFilters,
  MaterialSuppliersFilters,
  MetalsFilters,
  MetalSuppliersFilters,
  StandardsFilters,
} from './search-bar-filters.ts';
import type { BarTab } from './search-bar-tabs.ts';
import { StandardsAdvancedFields, StandardsQuickFields } from './standards-panel.tsx';
import { TabLayout } from './tab-layout.tsx';
import type { SearchBarState } from './use-search-bar-state.ts';

type SearchTabPanelProps = {
  tab: BarTab;
  state: SearchBarState;
  searching: boolean;
  invalidIcsCode: boolean;
  onIcsCodeEdited: () => void;
  latestDateProblem: LatestDateProblem;
  onLatestPeriodEdited: () => void;
  onClear: () => void;
};

/** One tab's quick and advanced fields in the tab layout. */
export function SearchTabPanel({ tab, state, searching, invalidIcsCode, onIcsCodeEdited, latestDateProblem, onLatestPeriodEdited, onClear }: SearchTabPanelProps) {
  const layout = {
    tab,
    advancedShown: state.advancedShown(tab),
    onToggleAdvanced: () => state.toggleAdvanced(tab),
    onClear,
    searching,
  };
  switch (tab) {
    case 'standards': {
      const fields = { filters: state.filters.standards, onChange: (patch: Partial<StandardsFilters>) => state.update('standards', patch) };
      return <TabLayout {...layout} quick={<StandardsQuickFields {...fields} />} advanced={<StandardsAdvancedFields {...fields} />} />;
    }
    case 'collections': {
      const fields = { filters: state.filters.collections, onChange: (patch: Partial<CollectionsFilters>) => state.update('collections', patch) };
      return <TabLayout {...layout} quick={<CollectionsQuickFields {...fields} />} advanced={<CollectionsAdvancedFields {...fields} />} />;
    }
    case 'categories': {
      const onChange = (patch: Partial<CategoriesFilters>) => {
        if ('icsCode' in patch) onIcsCodeEdited();
        state.update('categories', patch);
      };
      const fields = { filters: state.filters.categories, onChange };
      return (
        <TabLayout
          {...layout}
          quick={<CategoriesQuickFields {...fields} invalidCode={invalidIcsCode} />}
          advanced={<CategoriesAdvancedFields {...fields} />}
        />
      );
    }
    case 'latest': {
      const onChange = (patch: Partial<LatestFilters>) => {
        if ('when' in patch || 'dateFrom' in patch || 'dateTo' in patch) onLatestPeriodEdited();
        state.update('latest', patch);
      };
      return <TabLayout {...layout} quick={<LatestFields filters={state.filters.latest} onChange={onChange} dateProblem={latestDateProblem} />} advanced={null} />;
    }
    case 'metals': {
      const fields = { filters: state.filters.metals, onChange: (patch: Partial<MetalsFilters>) => state.update('metals', patch) };
      return <TabLayout {...layout} quick={<MetalsQuickFields {...fields} />} advanced={<MetalsAdvancedFields {...fields} />} />;
    }
    case 'metalsSupplier': {
      const fields = { filters: state.filters.metalsSupplier, onChange: (patch: Partial<MetalSuppliersFilters>) => state.update('metalsSupplier', patch) };
      return <TabLayout {...layout} quick={<MetalSuppliersQuickFields {...fields} />} advanced={<MetalSuppliersAdvancedFields {...fields} />} />;
    }
    case 'materials': {
      const fields = { filters: state.filters.materials, onChange: (patch: Partial<MaterialsFilters>) => state.update('materials', patch) };
      return <TabLayout {...layout} quick={<MaterialsQuickFields {...fields} />} advanced={<MaterialsAdvancedFields {...fields} />} />;
    }
    case 'materialsSupplier': {
      const onChange = (patch: Partial<MaterialSuppliersFilters>) => state.update('materialsSupplier', patch);
      return <TabLayout {...layout} quick={<MaterialSuppliersFields filters={state.filters.materialsSupplier} onChange={onChange} />} advanced={null} />;
    }
  }
}
