import { ActionIcon, Anchor, Button, Collapse, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconBell,
  IconChevronDown,
  IconEye,
  IconGripVertical,
  IconHistory,
  IconLayoutList,
  IconLayoutRows,
  IconLockOpen,
  IconRefreshAlert,
  IconScale,
  IconSpeakerphone,
  IconStack2,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Accordion } from '../../../common/home/home.contract.ts';
import type { AccordionId, ViewMode } from '../../../common/home/home.values.ts';
import classes from './dashboard.module.css';

const ICONS: Record<AccordionId, ReactNode> = {
  announcements: <IconSpeakerphone size={20} aria-hidden />,
  orders: <IconTruckDelivery size={20} aria-hidden />,
  unlock: <IconLockOpen size={20} aria-hidden />,
  myStandards: <IconStack2 size={20} aria-hidden />,
  myC2VStandards: <IconRefreshAlert size={20} aria-hidden />,
  myAlerts: <IconBell size={20} aria-hidden />,
  myWatchedDocuments: <IconEye size={20} aria-hidden />,
  myActivities: <IconHistory size={20} aria-hidden />,
  legislation: <IconScale size={20} aria-hidden />,
};

/** Drag animation (portal-area.md §9). */
export const DRAG_ANIMATION_MS = 200;

/**
 * One accordion of the dashboard (portal-area.md §2): a handle to drag it by (mouse, touch, or
 * the keyboard: space to lift, arrows to move, space to drop), its title and icon, the view mode
 * switch, the open and close button, and its content, with the footer's link to the full page.
 * Announcements is fixed: no handle.
 */
export function DashboardPanel({
  accordion,
  onToggle,
  onViewMode,
  children,
}: {
  accordion: Accordion;
  onToggle: () => void;
  onViewMode: (mode: ViewMode) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  const title = t(`home.accordions.${accordion.id}.title`);
  const handleLabel = t('home.dragHandle', { title });
  const {
    setNodeRef: attachPanel,
    setActivatorNodeRef: attachHandle,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: accordion.id, disabled: accordion.fixed, transition: { duration: DRAG_ANIMATION_MS, easing: 'ease' } });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const detailed = accordion.settings.viewMode === 'detailed';

  return (
    <Paper
      ref={attachPanel}
      style={style}
      withBorder
      radius="md"
      component="section"
      aria-labelledby={`${bodyId}-title`}
      className={classes.panel}
      data-dragging={isDragging || undefined}
      data-testid={`accordion-${accordion.id}`}
      data-accordion-id={accordion.id}
    >
      <Group className={classes.panelHeader} gap="xs" wrap="nowrap">
        {accordion.fixed ? null : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.handle}
            {...attributes}
            {...listeners}
            aria-label={handleLabel}
            title={handleLabel}
            aria-roledescription={t('home.sortable')}
            ref={attachHandle}
            data-testid="drag-handle"
            data-tour="dashboard-handle"
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        )}
        <Group gap={8} wrap="nowrap" className={classes.titleGroup}>
          <span className={classes.icon}>{ICONS[accordion.id]}</span>
          <Title order={2} size="h4" id={`${bodyId}-title`} className={classes.title}>
            {title}
          </Title>
        </Group>
        {/* A toggle rather than a segmented control: two states, no sliding indicator to lay out. */}
        <Button
          size="compact-sm"
          variant={detailed ? 'light' : 'subtle'}
          color={detailed ? 'blue' : 'gray'}
          className={classes.viewMode}
          leftSection={detailed ? <IconLayoutList size={14} aria-hidden /> : <IconLayoutRows size={14} aria-hidden />}
          aria-pressed={detailed}
          aria-label={t('home.viewModeOf', { title })}
          onClick={() => onViewMode(detailed ? 'compact' : 'detailed')}
          data-testid="view-mode"
          data-view-mode={accordion.settings.viewMode}
          data-tour="dashboard-view-mode"
        >
          {t('home.viewDetailed')}
        </Button>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggle}
          aria-expanded={accordion.open}
          aria-controls={bodyId}
          aria-label={accordion.open ? t('home.close', { title }) : t('home.open', { title })}
          data-testid="accordion-toggle"
        >
          <IconChevronDown size={18} aria-hidden className={classes.chevron} data-open={accordion.open || undefined} />
        </ActionIcon>
      </Group>
      <Collapse expanded={accordion.open} id={bodyId}>
        <div className={classes.panelBody}>{accordion.open ? children : null}</div>
        {accordion.footer ? (
          <Group justify="flex-end" className={classes.panelFooter}>
            <Anchor component={Link} to={accordion.footer.url} size="sm" data-testid="accordion-footer">
              {t(`home.accordions.${accordion.id}.footer`)}
              <VisuallyHidden>{` (${title})`}</VisuallyHidden>
            </Anchor>
          </Group>
        ) : null}
      </Collapse>
    </Paper>
  );
}

/** An accordion's empty state: what will be here, in a sentence. */
export function EmptyPanel({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" py="xs" data-testid="accordion-empty">
      {text}
    </Text>
  );
}
