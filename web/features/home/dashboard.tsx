import { Stack } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { Accordion, AccordionList, HomeLayout } from '../../../common/home/home.contract.ts';
import type { AccordionId, ViewMode } from '../../../common/home/home.values.ts';
import { useAccordions, useSaveLayout } from '../../api/home.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { showErrorToast } from '../../components/ui/toast.ts';
import { AccordionContentView } from './accordion-content.tsx';
import { DashboardPanel } from './dashboard-panel.tsx';

function layoutOf(list: AccordionList): HomeLayout {
  return {
    order: list.accordions.filter((accordion) => !accordion.fixed).map((accordion) => accordion.id),
    open: Object.fromEntries(list.accordions.map((accordion) => [accordion.id, accordion.open])),
    viewMode: Object.fromEntries(list.accordions.map((accordion) => [accordion.id, accordion.settings.viewMode])),
  };
}

/**
 * The home dashboard (portal-area.md §2): the accordions in the user's order, the fixed
 * announcements first. Dragging one by its handle (mouse, touch or keyboard) reorders the others
 * and saves the new order at once; opening, closing and the view mode are saved the same way.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const accordions = useAccordions();
  const saveLayout = useSaveLayout();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const list = accordions.data;

  const titleOf = (id: string | number) => t(`home.accordions.${String(id)}.title`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('home.drag.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('home.drag.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('home.drag.dropped', { title: titleOf(active.id), position: positionOf(over.id) }) : t('home.drag.cancelled', { title: titleOf(active.id) })),
    onDragCancel: ({ active }) => t('home.drag.cancelled', { title: titleOf(active.id) }),
  };
  const draggable = list?.accordions.filter((accordion) => !accordion.fixed) ?? [];
  const positionOf = (id: string | number) => draggable.findIndex((accordion) => accordion.id === id) + 1;

  const save = (layout: HomeLayout) => {
    saveLayout.mutate(layout, { onError: (error) => showErrorToast(errorText(error)) });
  };
  const change = (accordion: Accordion, update: { open?: boolean; viewMode?: ViewMode }) => {
    if (!list) return;
    const layout = layoutOf(list);
    if (update.open !== undefined) layout.open[accordion.id] = update.open;
    if (update.viewMode) layout.viewMode[accordion.id] = update.viewMode;
    save(layout);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!list || !over || active.id === over.id) return;
    const layout = layoutOf(list);
    const from = layout.order.indexOf(active.id as AccordionId);
    const to = layout.order.indexOf(over.id as AccordionId);
    if (from < 0 || to < 0) return;
    save({ ...layout, order: arrayMove(layout.order, from, to) });
  };

  const panel = (accordion: Accordion) => (
    <DashboardPanel
      key={accordion.id}
      accordion={accordion}
      onToggle={() => change(accordion, { open: !accordion.open })}
      onViewMode={(viewMode) => change(accordion, { viewMode })}
    >
      <AccordionContentView id={accordion.id} view={accordion.settings.viewMode} />
    </DashboardPanel>
  );

  return (
    <QueryState isPending={accordions.isPending} error={accordions.error} onRetry={() => void accordions.refetch()}>
      {list ? (
        <Stack gap="sm" data-testid="dashboard" data-tour="dashboard">
          {list.accordions.filter((accordion) => accordion.fixed).map(panel)}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('home.drag.instructions') } }}
          >
            <SortableContext items={draggable.map((accordion) => accordion.id)} strategy={verticalListSortingStrategy}>
              <Stack gap="sm" data-testid="sortable-accordions">
                {draggable.map(panel)}
              </Stack>
            </SortableContext>
          </DndContext>
        </Stack>
      ) : null}
    </QueryState>
  );
}
