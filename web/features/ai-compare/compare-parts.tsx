import { Center, Group, Loader, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatVersion } from '../../../common/ai/ai.contract.ts';
import type { CompareAlignmentKind } from '../../../common/ai/compare.contract.ts';
import classes from './ai-compare.module.css';

/** A page's heading takes the focus when the page appears, so the keyboard and a screen reader follow. */
export function PageHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Title ref={heading} order={3} size="h4" tabIndex={-1} data-autofocus className={classes.pageHeading} data-testid={testId}>
      {children}
    </Title>
  );
}

export function Waiting({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{text ?? t('common.loading')}</Text>
      </Group>
    </Center>
  );
}

/** How a section was matched, in words (never by colour alone); "same" says nothing. */
export function KindMark({ kind }: { kind: CompareAlignmentKind | null }) {
  const { t } = useTranslation();
  if (kind === null || kind === 'same') return null;
  return (
    <span className={classes.mark} data-kind={kind} data-testid="compare-kind">
      {t(`compare.kinds.${kind}`)}
    </span>
  );
}

/** Newest first: the newer version is the first, the prior one the second (§2 compare-toc). */
export function versionsNewestFirst(versions: readonly ChatVersion[]): ChatVersion[] {
  return [...versions].sort((a, b) => (b.publishedOn ?? '').localeCompare(a.publishedOn ?? '') || Number(b.current) - Number(a.current) || b.versionId - a.versionId);
}

/** The two versions in publication order: the older is the prior one. */
export function inPublicationOrder(versions: readonly ChatVersion[], first: number, second: number): { prior: number; newer: number } {
  const order = versionsNewestFirst(versions).map((version) => version.versionId);
  return order.indexOf(first) > order.indexOf(second) ? { prior: first, newer: second } : { prior: second, newer: first };
}
