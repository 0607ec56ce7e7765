import { Button, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-bar.module.css';

/**
 * It fades in place rather than sliding: under the Modal's default 'fade-down' the options
 * moved 30 px for 200 ms after appearing, so a tap that began on one (a quick user, a
 * slow phone, the browser tests under load) ended beside it, and the browser sent the click
 * to their common parent: the option was not chosen.
 */
const OVERLAY_TRANSITION = { transition: 'fade', duration: 150 } as const;

/**
 * The phone's full-screen overlay for one field (search-area.md §2): the field's
 * controls, then a Done button that stays at the bottom. Escape and Done both close it;
 * changes apply as they are made, so closing never loses them.
 */
export function FieldOverlay({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen
      transitionProps={OVERLAY_TRANSITION}
      zIndex={300}
      classNames={{ content: classes.overlayContent, body: classes.overlayBody }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="field-overlay"
    >
      <div className={classes.overlayList}>{children}</div>
      <div className={classes.overlayFooter}>
        <Button fullWidth onClick={onClose} data-testid="overlay-done">
          {t('searchBar.overlay.done')}
        </Button>
      </div>
    </Modal>
  );
}
