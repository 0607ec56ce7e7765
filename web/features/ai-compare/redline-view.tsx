import { Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareResult, CompareSectionRef, RedlinePair } from '../../../common/ai/compare.contract.ts';
import { KindMark } from './compare-parts.tsx';
import { clipWhole, elideUnchanged, redlineEntries, sideSegments, type RedlineEntry, type ShownSegment } from './redline-model.ts';
import { sectionLabel } from './toc-alignment.ts';
import shared from './ai-compare.module.css';
import classes from './compare-summary.module.css';

/** Entries drawn at first, and added by each "Show more": a whole document's redline is long. */
const PAGE = 25;

/** A request to bring a pair into view; `seq` makes the same pair asked twice a new request. */
export type RedlineTarget = { index: number; seq: number };

export const redlineId = (index: number) => `compare-redline-${index}`;

export function sectionRefText(ref: CompareSectionRef): string {
  return ref.number ? `§${sectionLabel(ref)}` : sectionLabel(ref);
}

/**
 * The redline (compare-summary): each aligned pair side by side, the older text with its
 * deletions struck through, the newer with its insertions underlined, both also said in words for
 * a screen reader; unchanged pairs folded, long unchanged stretches shortened around the changes.
 */
export function RedlineView({ result, target }: { result: CompareResult; target: RedlineTarget | null }) {
  const { t } = useTranslation();
  const entries = useMemo(() => redlineEntries(result.redline), [result.redline]);
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  // A point's "Show in redline": draw as far as its pair and open its fold (state adjusted while
  // drawing, React's way for a change of props), then scroll to it and focus it once drawn.
  const [seen, setSeen] = useState<RedlineTarget | null>(null);
  if (target !== seen) {
    setSeen(target);
    const at = target ? entries.findIndex((entry) => (entry.type === 'pair' ? entry.index === target.index : entry.indices.includes(target.index))) : -1;
    const entry = entries[at];
    if (entry) {
      setLimit((current) => Math.max(current, at + 1));
      if (entry.type === 'unchanged') setOpen((current) => new Set([...current, entry.key]));
    }
  }
  useEffect(() => {
    if (!target) return;
    const frame = window.requestAnimationFrame(() => {
      const element = document.getElementById(redlineId(target.index));
      element?.scrollIntoView({ block: 'start' });
      element?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [target]);

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('compare.redline.empty')}
      </Text>
    );
  }
  return (
    <div className={classes.redline} data-testid="compare-redline">
      <Text size="sm" className={classes.legend}>
        {t('compare.redline.legendBefore')} <del className={classes.del}>{t('compare.redline.legendDeleted')}</del>{' '}
        <ins className={classes.ins}>{t('compare.redline.legendInserted')}</ins>
      </Text>
      {entries.slice(0, limit).map((entry) => (
        <EntryView key={entry.type === 'pair' ? entry.index : entry.key} entry={entry} result={result} open={entry.type === 'unchanged' && open.has(entry.key)} onToggle={toggle} />
      ))}
      {entries.length > limit ? (
        <Button variant="light" size="compact-sm" classNames={{ root: shared.wrapButton, label: shared.wrapLabel }} onClick={() => setLimit((current) => current + PAGE)} data-testid="compare-redline-more">
          {t('compare.redline.more', { count: entries.length - limit })}
        </Button>
      ) : null}
    </div>
  );
}

function EntryView({ entry, result, open, onToggle }: { entry: RedlineEntry; result: CompareResult; open: boolean; onToggle: (key: string) => void }) {
  const { t } = useTranslation();
  if (entry.type === 'pair') {
    const pair = result.redline[entry.index];
    return pair ? <PairView pair={pair} index={entry.index} result={result} /> : null;
  }
  const first = result.redline[entry.indices[0] ?? 0];
  const last = result.redline[entry.indices.at(-1) ?? 0];
  const span = [first?.newer ?? first?.older, last?.newer ?? last?.older].filter((ref) => ref !== null && ref !== undefined).map((ref) => sectionRefText(ref));
  return (
    <div className={classes.unchanged} data-testid="compare-unchanged">
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        className={classes.unchangedToggle}
        classNames={{ root: shared.wrapButton, label: shared.wrapLabel }}
        leftSection={open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        aria-expanded={open}
        onClick={() => onToggle(entry.key)}
      >
        {t('compare.redline.unchanged', { count: entry.indices.length })}
        {span.length > 0 ? ` (${[...new Set(span)].join(' – ')})` : ''}
      </Button>
      {open
        ? entry.indices.map((index) => {
            const pair = result.redline[index];
            return pair ? <PairView key={index} pair={pair} index={index} result={result} /> : null;
          })
        : null}
    </div>
  );
}

const PairView = memo(function PairView({ pair, index, result }: { pair: RedlinePair; index: number; result: CompareResult }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  // A section added or removed whole shows its start; one changed, its changes with the words around them.
  const shorten = pair.kind === 'added' || pair.kind === 'removed' ? clipWhole : elideUnchanged;
  const older = useMemo(() => shorten(sideSegments(pair.segments, 'older')), [shorten, pair.segments]);
  const newer = useMemo(() => shorten(sideSegments(pair.segments, 'newer')), [shorten, pair.segments]);
  const title = pair.older && pair.newer ? `${sectionRefText(pair.older)} → ${sectionRefText(pair.newer)}` : sectionRefText((pair.newer ?? pair.older) as CompareSectionRef);
  const headingId = `${redlineId(index)}-title`;
  return (
    // An article, not a section: a landmark per pair would crowd the page's landmarks, and titles repeat.
    <article id={redlineId(index)} tabIndex={-1} className={classes.pair} aria-labelledby={headingId} data-testid="compare-redline-pair" data-kind={pair.kind}>
      <div className={classes.pairHead}>
        <Title order={5} id={headingId} className={classes.pairTitle}>
          {title}
        </Title>
        <KindMark kind={pair.kind} />
        {pair.changeClasses.length > 0 ? (
          <Text size="xs" c="dimmed" className={shared.wrap}>
            {pair.changeClasses.map((name) => t(`compare.classes.${name}`)).join(' · ')}
          </Text>
        ) : null}
      </div>
      <div className={classes.sides}>
        <SideText name={result.prior.itemName} section={pair.older} segments={whole ? sideSegments(pair.segments, 'older') : older.shown} side="older" />
        <SideText name={result.newer.itemName} section={pair.newer} segments={whole ? sideSegments(pair.segments, 'newer') : newer.shown} side="newer" />
      </div>
      {older.elided || newer.elided ? (
        <Group>
          <Button variant="subtle" size="compact-xs" classNames={{ root: shared.wrapButton, label: shared.wrapLabel }} onClick={() => setWhole((current) => !current)} aria-pressed={whole}>
            {t('compare.redline.wholeSection')}
          </Button>
        </Group>
      ) : null}
    </article>
  );
});

function SideText({ name, section, segments, side }: { name: string; section: CompareSectionRef | null; segments: ShownSegment[]; side: 'older' | 'newer' }) {
  const { t } = useTranslation();
  return (
    <div className={classes.side} data-side={side}>
      <Text size="xs" fw={600} c="dimmed" className={shared.wrap}>
        {section ? `${name} ${sectionRefText(section)}` : name}
      </Text>
      {!section ? (
        <Text size="sm" fs="italic" className={classes.missing}>
          {t('compare.redline.notIn', { name })}
        </Text>
      ) : segments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('compare.redline.noText')}
        </Text>
      ) : (
        <p className={classes.redText}>
          {segments.map((segment, at) =>
            segment.op === 'delete' ? (
              <del key={at} className={classes.del} data-testid="compare-del">
                <VisuallyHidden>{`${t('compare.redline.deleted')} `}</VisuallyHidden>
                {segment.text}
              </del>
            ) : segment.op === 'insert' ? (
              <ins key={at} className={classes.ins} data-testid="compare-ins">
                <VisuallyHidden>{`${t('compare.redline.inserted')} `}</VisuallyHidden>
                {segment.text}
              </ins>
            ) : segment.op === 'gap' ? (
              <span key={at} className={classes.gapMark}>
                <span aria-hidden>{' […] '}</span>
                <VisuallyHidden>{` ${t('compare.redline.gap')} `}</VisuallyHidden>
              </span>
            ) : (
              <span key={at}>{segment.text}</span>
            ),
          )}
        </p>
      )}
    </div>
  );
}
