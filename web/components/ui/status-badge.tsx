import { Badge, type MantineColor } from '@mantine/core';
import { IconArchive, IconBan, IconCheck, IconClockHour4, IconReplace, IconReplaceFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayStatus, STATUS_CODES, STATUS_MEANINGS, type StatusDisplay } from '../../../common/catalogue/document-status.ts';
import { isOneOf } from '../../../common/one-of.ts';

const STYLE: Record<StatusDisplay, { color: MantineColor; icon: ReactNode }> = {
  current: { color: 'teal', icon: <IconCheck size={12} aria-hidden /> },
  superseded: { color: 'orange', icon: <IconReplace size={12} aria-hidden /> },
  partiallySuperseded: { color: 'yellow', icon: <IconReplaceFilled size={12} aria-hidden /> },
  withdrawn: { color: 'red', icon: <IconBan size={12} aria-hidden /> },
  cancelled: { color: 'gray', icon: <IconBan size={12} aria-hidden /> },
  historical: { color: 'grape', icon: <IconArchive size={12} aria-hidden /> },
};

/**
 * A document's status (search-area.md §4): the display status with its style and icon,
 * and the code's meaning as title text.
 */
export function StatusBadge({ statusCode, cancelled, superceded }: { statusCode: string; cancelled?: string; superceded?: string }) {
  const { t } = useTranslation();
  const display = displayStatus({ docStatusCode: statusCode, ...(cancelled ? { cancelled } : {}), ...(superceded ? { superceded } : {}) });
  const code = isOneOf(STATUS_CODES, statusCode) ? statusCode : null;
  const meaning = code ? t(`status.meaning.${STATUS_MEANINGS[code]}`) : t(`status.display.${display}`);
  const style = STYLE[display];
  return (
    <Badge
      color={style.color}
      variant="light"
      leftSection={display === 'historical' && code === 'NA' ? <IconClockHour4 size={12} aria-hidden /> : style.icon}
      title={meaning}
      className={`status-${display}`}
      data-status={display}
    >
      {t(`status.display.${display}`)}
    </Badge>
  );
}
