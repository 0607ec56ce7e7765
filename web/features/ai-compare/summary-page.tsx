import { Anchor, Button, Group, Rating, Table, Text, Title } from '@mantine/core';
import { IconArrowDown, IconBook2 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ComparePoint, CompareResult, CompareSectionRef } from '../../../common/ai/compare.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { PageHeading } from './compare-parts.tsx';
import { pairOfPoint } from './redline-model.ts';
import { RedlineView, sectionRefText, type RedlineTarget } from './redline-view.tsx';
import { summaryLayout, type SummaryBlock } from './summary-text.ts';
import type { CompareControls } from './use-compare.ts';
import shared from './ai-compare.module.css';
import classes from './compare-summary.module.css';

/**
 * compare-summary: what was compared and how, the rating, the summary (its text with its line
 * breaks, a table drawn as a table, each point with links to its sections in the redline below and
 * in the reader) and the redline. Text only, never HTML: a document or a model cannot put markup here.
 */
export function SummaryPage({ result, compare, onLeave }: { result: CompareResult; compare: CompareControls; phone: boolean; onLeave: () => void }) {
  const { t, i18n } = useTranslation();
  // The built-in engine writes English (the contract's language is for a model): said, and marked for a screen reader.
  const english = result.writtenBy === 'embedded';
  const { formatDateTime } = useFormatters();
  const [target, setTarget] = useState<RedlineTarget | null>(null);
  const layout = useMemo(() => summaryLayout(result.aiMessage, result.points), [result.aiMessage, result.points]);
  const show = (index: number) => setTarget((current) => ({ index, seq: (current?.seq ?? 0) + 1 }));
  const whole = result.toc1Selection.length === 0 && result.toc2Selection.length === 0;
  const format = t(`compare.prompts.${result.promptId}`, { defaultValue: String(result.promptId) });

  return (
    <div className={shared.page} data-testid="compare-summary" data-summary-id={result.id}>
      <PageHeading testId="compare-summary-title">{t('compare.summary.title', { prior: result.prior.itemName, newer: result.newer.itemName })}</PageHeading>
      <dl className={classes.meta}>
        <div>
          <dt>{t('compare.summary.versions')}</dt>
          <dd data-testid="compare-summary-versions">
            {result.prior.itemName} ({result.prior.title}) → {result.newer.itemName} ({result.newer.title})
          </dd>
        </div>
        <div>
          <dt>{t('compare.summary.format')}</dt>
          <dd data-testid="compare-summary-format">{format}</dd>
        </div>
        <div>
          <dt>{t('compare.summary.scope')}</dt>
          <dd>{whole ? t('compare.summary.whole') : t('compare.summary.selection', { prior: result.toc1Selection.length, newer: result.toc2Selection.length })}</dd>
        </div>
        <div>
          <dt>{t('compare.summary.compared')}</dt>
          <dd>{formatDateTime(result.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('compare.summary.writtenBy')}</dt>
          <dd>{result.writtenBy === 'embedded' ? t('compare.summary.embedded') : result.writtenBy}</dd>
        </div>
      </dl>
      <RatingControl compare={compare} />
      <div className={classes.summary} data-testid="compare-summary-text">
        <Title order={4} size="h5" id="compare-summary-text">
          {t('compare.summary.summary')}
        </Title>
        {english && !i18n.language.startsWith('en') ? (
          <Text size="xs" c="dimmed">
            {t('compare.summary.englishOnly')}
          </Text>
        ) : null}
        {layout.blocks.length === 0 ? <Text size="sm">{t('compare.summary.empty')}</Text> : null}
        <div className={classes.summaryBlocks}>
          {layout.blocks.map((block, at) => (
            <BlockView key={at} block={block} result={result} onShow={show} onLeave={onLeave} textLang={english ? 'en' : undefined} />
          ))}
        </div>
        {layout.unmatched.length > 0 ? (
          <>
            <Title order={5} mt="sm">
              {t('compare.summary.points')}
            </Title>
            <ul className={classes.points}>
              {layout.unmatched.map((index) => (
                <PointItem key={index} marker="" text={result.points[index]?.text ?? ''} point={index} result={result} onShow={show} onLeave={onLeave} textLang={english ? 'en' : undefined} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div>
        <Title order={4} size="h5" id="compare-redline-title" mb="xs">
          {t('compare.redline.title')}
        </Title>
        <RedlineView result={result} target={target} />
      </div>
    </div>
  );
}

/** Stars 1 to 5, applied once the server has them (§4); a failure says failed_to_rate. */
function RatingControl({ compare }: { compare: CompareControls }) {
  const { t } = useTranslation();
  const { state } = compare;
  const rated = state.rating > 0;
  return (
    <div className={classes.rating} data-testid="compare-rating" data-rating={state.rating}>
      <Text size="sm" fw={600} id="compare-rating-label">
        {t('compare.summary.rate')}
      </Text>
      <div role="group" aria-labelledby="compare-rating-label">
        <Rating
          value={rated ? state.rating : 0}
          onChange={compare.rate}
          readOnly={compare.rating}
          color="orange.8"
          size="lg"
          classNames={{ starSymbol: classes.star }}
          getSymbolLabel={(value) => t('compare.summary.star', { value })}
          name="compare-rating"
        />
      </div>
      <Text size="sm" data-testid="compare-rating-text">
        {rated ? t('compare.summary.rated', { value: state.rating }) : t('compare.summary.notRated')}
      </Text>
      {rated ? (
        <Button variant="subtle" size="compact-xs" onClick={() => compare.rate(-1)} disabled={compare.rating} data-testid="compare-rating-clear">
          {t('compare.summary.clearRating')}
        </Button>
      ) : null}
      {state.ratingFailed ? (
        <Text size="sm" c="red.8" role="alert" data-testid="compare-rating-failed">
          {t('compare.errors.failed_to_rate')}
        </Text>
      ) : null}
    </div>
  );
}

/** textLang: the language of the summary's own words where it is not the page's (the links stay in the page's). */
type PointProps = { result: CompareResult; onShow: (index: number) => void; onLeave: () => void; textLang?: string | undefined };

function BlockView({ block, ...props }: { block: SummaryBlock } & PointProps) {
  const { t } = useTranslation();
  if (block.type === 'text') {
    return (
      <p className={classes.summaryText} lang={props.textLang}>
        {block.text}
      </p>
    );
  }
  if (block.type === 'point') {
    return (
      <ul className={classes.points}>
        <PointItem marker={block.marker} text={block.text} point={block.point} {...props} />
      </ul>
    );
  }
  const withLinks = block.rows.some((row) => row.point !== null);
  return (
    // Narrower than its columns need, the table scrolls sideways (its links take the keyboard there) rather than break words.
    <Table.ScrollContainer minWidth={withLinks ? 760 : 560} className={classes.tableScroll}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" data-testid="compare-summary-table">
        <Table.Thead>
          <Table.Tr>
            {block.header.map((cell, at) => (
              <Table.Th key={at} lang={props.textLang}>
                {cell}
              </Table.Th>
            ))}
            {withLinks ? <Table.Th>{t('compare.summary.links')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {block.rows.map((row, at) => (
            <Table.Tr key={at}>
              {row.cells.map((cell, index) => (
                <Table.Td key={index} lang={props.textLang}>
                  {cell}
                </Table.Td>
              ))}
              {withLinks ? <Table.Td>{row.point !== null ? <PointLinks point={row.point} result={props.result} onShow={props.onShow} onLeave={props.onLeave} /> : null}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PointItem({ marker, text, point, ...props }: { marker: string; text: string; point: number } & PointProps) {
  const { textLang, ...links } = props;
  return (
    <li className={classes.point} data-testid="compare-point">
      {marker ? (
        <span className={classes.pointMarker} aria-hidden>
          {marker}
        </span>
      ) : null}
      <div className={classes.pointBody}>
        <Text size="sm" className={shared.wrap} lang={textLang}>
          {text}
        </Text>
        <PointLinks point={point} {...links} />
      </div>
    </li>
  );
}

/** A point's links: to its pair in the redline, and to its section in each version's reader. */
function PointLinks({ point: index, result, onShow, onLeave }: { point: number } & PointProps) {
  const { t } = useTranslation();
  const point: ComparePoint | undefined = result.points[index];
  if (!point) return null;
  const pairIndex = pairOfPoint(result.redline, point);
  const pair = pairIndex === null ? null : result.redline[pairIndex];
  const link = (key: string | null, ref: CompareSectionRef | null | undefined, version: CompareResult['prior'], side: 'older' | 'newer') => {
    if (key === null) return null;
    const section = `${version.itemName} ${ref && ref.key === key ? sectionRefText(ref) : ''}`.trim();
    return (
      <Anchor
        component={Link}
        to={pagePaths.reader(result.docId, version.versionId, key)}
        onClick={onLeave}
        size="xs"
        className={classes.pointLink}
        aria-label={t('compare.summary.openInReader', { section })}
        data-testid={`compare-point-${side}`}
      >
        <IconBook2 size={12} aria-hidden /> {section}
      </Anchor>
    );
  };
  return (
    <Group gap={6} wrap="wrap" mt={2}>
      {pairIndex !== null ? (
        <Button
          variant="subtle"
          size="compact-xs"
          classNames={{ root: shared.wrapButton, label: shared.wrapLabel }}
          leftSection={<IconArrowDown size={12} aria-hidden />}
          onClick={() => onShow(pairIndex)}
          data-testid="compare-point-redline"
        >
          {t('compare.summary.showInRedline')}
        </Button>
      ) : null}
      {link(point.olderSectionKey, pair?.older, result.prior, 'older')}
      {link(point.newerSectionKey, pair?.newer, result.newer, 'newer')}
    </Group>
  );
}
