import { Badge } from '@mantine/core';
import { IconCheck, IconFlask, IconHelpCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An act's in-force state in words and an icon, never colour alone; `asOf` says when the source said so. */
export function InForceBadge({ inForce, asOf }: { inForce: boolean | null; asOf?: string | null }) {
  const { t } = useTranslation();
  const value = inForce === null ? 'unknown' : inForce ? 'yes' : 'no';
  const icon = inForce === null ? <IconHelpCircle size={12} aria-hidden /> : inForce ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />;
  return (
    <Badge color={inForce === null ? 'gray' : inForce ? 'teal' : 'red'} variant="light" leftSection={icon} tt="none" data-in-force={value} title={asOf ? t('legislation.pages.act.inForceAsOf', { date: asOf }) : undefined}>
      {t(`legislation.pages.inForceBadge.${value}`)}
    </Badge>
  );
}

/** The fresh machine's labelled demo acts say so wherever they are listed. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="grape" variant="outline" leftSection={<IconFlask size={12} aria-hidden />} tt="none" data-testid="legal-act-demo">
      {t('legislation.pages.demo')}
    </Badge>
  );
}
