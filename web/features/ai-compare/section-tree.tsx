import { Tabs, Text, VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareAlignmentKind, CompareToc, CompareTocEntry } from '../../../common/ai/compare.contract.ts';
import { KindMark } from './compare-parts.tsx';
import type { CompareSelection, CompareSide } from './compare-state.ts';
import { alignRows, checkStates, kindsOf, sectionLabel, toggleSection, type AlignedRow, type CheckState } from './toc-alignment.ts';
import classes from './ai-compare.module.css';

type Toggle = (side: CompareSide, key: string, checked: boolean) => void;

/**
 * Both tables of contents as checkable section trees (compare-toc). On a wide screen they stand
 * side by side, a row per matched pair so a section and its partner are level; on a phone each
 * version is a tab. Every box is a native checkbox: Tab reaches it, Space checks it.
 */
export function SectionTrees({ toc, selection, onSelect, phone, disabled }: { toc: CompareToc; selection: CompareSelection; onSelect: (selection: CompareSelection) => void; phone: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const states = useMemo(() => ({ prior: checkStates(toc.prior.toc, selection.prior), newer: checkStates(toc.newer.toc, selection.newer) }), [toc, selection]);
  const toggle = useCallback<Toggle>((side, key, checked) => onSelect(toggleSection(toc, selection, side, key, checked)), [toc, selection, onSelect]);
  const names = { prior: toc.prior.itemName, newer: toc.newer.itemName };

  if (phone) {
    return (
      <Tabs defaultValue="prior" keepMounted={false} classNames={{ tab: classes.tab, tabLabel: classes.wrapLabel }} data-testid="compare-tree-tabs">
        <Tabs.List grow>
          <Tabs.Tab value="prior" data-testid="compare-tab-prior">
            {t('compare.toc.prior')}
          </Tabs.Tab>
          <Tabs.Tab value="newer" data-testid="compare-tab-newer">
            {t('compare.toc.newer')}
          </Tabs.Tab>
        </Tabs.List>
        {(['prior', 'newer'] as const).map((side) => (
          <Tabs.Panel key={side} value={side} pt="xs">
            <SideTree toc={toc} side={side} states={states[side]} onToggle={toggle} disabled={disabled} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }
  return <AlignedTrees toc={toc} states={states} names={names} onToggle={toggle} disabled={disabled} />;
}

/** One version's sections in its own reading order (a phone's tab). */
function SideTree({ toc, side, states, onToggle, disabled }: { toc: CompareToc; side: CompareSide; states: Map<string, CheckState>; onToggle: Toggle; disabled: boolean }) {
  const { t } = useTranslation();
  const version = side === 'prior' ? toc.prior : toc.newer;
  const kinds = useMemo(() => kindsOf(toc, side), [toc, side]);
  return (
    <div>
      <Text size="sm" fw={600} className={classes.wrap}>
        {version.itemName} · {version.title}
      </Text>
      <ul className={classes.tree} aria-label={t('compare.toc.treeLabel', { name: version.itemName })} data-testid="compare-tree" data-side={side}>
        {version.toc.map((entry) => (
          <li key={entry.key} className={classes.treeItem}>
            <SectionBox entry={entry} side={side} state={states.get(entry.key) ?? 'unchecked'} kind={kinds.get(entry.key) ?? null} versionName={version.itemName} onToggle={onToggle} disabled={disabled} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The two trees level with each other: a row per pair, an empty cell where a section is new or gone. */
function AlignedTrees({
  toc,
  states,
  names,
  onToggle,
  disabled,
}: {
  toc: CompareToc;
  states: Record<CompareSide, Map<string, CheckState>>;
  names: Record<CompareSide, string>;
  onToggle: Toggle;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const rows = useMemo(() => alignRows(toc), [toc]);
  return (
    <div className={classes.aligned} data-testid="compare-trees">
      <div className={classes.alignedHead}>
        {(['prior', 'newer'] as const).map((side) => (
          <div key={side} className={classes.alignedHeadCell}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t(`compare.toc.${side}`)}
            </Text>
            <Text size="sm" fw={600} className={classes.wrap}>
              {side === 'prior' ? `${toc.prior.itemName} · ${toc.prior.title}` : `${toc.newer.itemName} · ${toc.newer.title}`}
            </Text>
          </div>
        ))}
      </div>
      <ul className={classes.alignedList} aria-label={t('compare.toc.treesLabel')}>
        {rows.map((row) => (
          <AlignedRowItem key={row.key} row={row} priorState={stateOf(states.prior, row.prior)} newerState={stateOf(states.newer, row.newer)} names={names} onToggle={onToggle} disabled={disabled} />
        ))}
      </ul>
    </div>
  );
}

const stateOf = (states: Map<string, CheckState>, entry: CompareTocEntry | null): CheckState => (entry ? (states.get(entry.key) ?? 'unchecked') : 'unchecked');

const AlignedRowItem = memo(function AlignedRowItem({
  row,
  priorState,
  newerState,
  names,
  onToggle,
  disabled,
}: {
  row: AlignedRow;
  priorState: CheckState;
  newerState: CheckState;
  names: Record<CompareSide, string>;
  onToggle: Toggle;
  disabled: boolean;
}) {
  return (
    <li className={classes.alignedRow} data-testid="compare-row" data-kind={row.kind ?? ''}>
      <Cell row={row} side="prior" state={priorState} name={names.prior} onToggle={onToggle} disabled={disabled} />
      <Cell row={row} side="newer" state={newerState} name={names.newer} onToggle={onToggle} disabled={disabled} />
    </li>
  );
});

function Cell({ row, side, state, name, onToggle, disabled }: { row: AlignedRow; side: CompareSide; state: CheckState; name: string; onToggle: Toggle; disabled: boolean }) {
  const { t } = useTranslation();
  const entry = row[side];
  const repeat = side === 'prior' ? row.priorRepeat : row.newerRepeat;
  if (!entry) {
    return (
      <div className={classes.cell} data-empty>
        <span className={classes.gap}>{t('compare.toc.noPartner', { name })}</span>
      </div>
    );
  }
  if (repeat) {
    return (
      <div className={classes.cell} data-empty>
        <span className={classes.gap} style={indent(entry.level)}>
          {t('compare.toc.continued', { section: sectionLabel(entry) })}
        </span>
      </div>
    );
  }
  return (
    <div className={classes.cell}>
      <SectionBox entry={entry} side={side} state={state} kind={row.kind} versionName={name} onToggle={onToggle} disabled={disabled} />
    </div>
  );
}

const indent = (level: number): CSSProperties => ({ paddingInlineStart: `calc(${Math.min(Math.max(level - 1, 0), 5)} * var(--compare-indent))` });

/** A section's box; mixed when only some of its subsections are picked. */
function SectionBox({
  entry,
  side,
  state,
  kind,
  versionName,
  onToggle,
  disabled,
}: {
  entry: CompareTocEntry;
  side: CompareSide;
  state: CheckState;
  kind: CompareAlignmentKind | null;
  versionName: string;
  onToggle: Toggle;
  disabled: boolean;
}) {
  const mixed = state === 'mixed';
  return (
    <label className={classes.section} style={indent(entry.level)} data-testid="compare-section" data-side={side} data-key={entry.key}>
      <input
        type="checkbox"
        className={classes.checkbox}
        checked={state === 'checked'}
        ref={(input) => {
          if (input) input.indeterminate = mixed;
        }}
        onChange={(event) => onToggle(side, entry.key, event.currentTarget.checked)}
        disabled={disabled}
      />
      <span className={classes.sectionText}>
        {sectionLabel(entry)}
        <VisuallyHidden>{` (${versionName})`}</VisuallyHidden>
      </span>
      <KindMark kind={side === 'prior' && kind === 'added' ? null : side === 'newer' && kind === 'removed' ? null : kind} />
    </label>
  );
}
