import { ActionIcon, Button, Group, Menu, Text, TextInput } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconChevronDown,
  IconChevronUp,
  IconHighlight,
  IconListTree,
  IconMessagePlus,
  IconSearch,
} from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READER_FONT_SIZES } from '../../../common/domain/constants.ts';
import type { HighlightColour, ReaderFontSize } from '../../../common/reader/reader.contract.ts';
import { HIGHLIGHT_COLOURS } from '../../../common/reader/reader.values.ts';
import { AskAiButton } from '../ai-chat/ask-ai-button.tsx';
import { OfflineToggleSlot } from '../offline-reading/offline-toggle-slot.tsx';
import classes from './reader.module.css';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

const FONT_SAMPLE_PX: Record<ReaderFontSize, number> = { small: 12, medium: 15, large: 18, extraLarge: 21 };

export type ToolbarProps = {
  fontSize: ReaderFontSize;
  onFontSize: (size: ReaderFontSize) => void;
  onSearch: (searchText: string) => void;
  onStep: (step: 1 | -1) => void;
  matchPosition: { index: number; total: number } | null;
  bookmarked: boolean;
  onToggleBookmark: () => void;
  canHighlight: boolean;
  onHighlight: (colour: HighlightColour) => void;
  onComment: () => void;
  onOpenContents: (() => void) | null;
  /** The assistant, opened on the version being read. */
  aiChat: { docId: number; versionId: number; documentNumber: string; compact: boolean };
};

/** The reader's tools (portal-area.md §2): font size, in-document search, bookmark, highlight, comment, and the AI assistant. */
export const ReaderToolbar = forwardRef<HTMLDivElement, ToolbarProps>(function ReaderToolbar(props, ref) {
  const { t } = useTranslation();
  const [searchInput, setSearchInput] = useState('');
  const [submitted, setSubmitted] = useState('');
  const submit = (backwards: boolean) => {
    const text = searchInput.trim();
    if (text === '') return;
    if (text === submitted && props.matchPosition) props.onStep(backwards ? -1 : 1);
    else {
      setSubmitted(text);
      props.onSearch(text);
    }
  };
  return (
    <div ref={ref} className={classes.toolbar} role="toolbar" aria-label={t('reader.toolbar')} data-testid="reader-toolbar">
      <Group gap="sm" wrap="wrap" align="center">
        {props.onOpenContents ? (
          <Button variant="default" size="compact-md" leftSection={<IconListTree size={16} aria-hidden />} onClick={props.onOpenContents} data-testid="reader-contents">
            {t('reader.contents')}
          </Button>
        ) : null}
        {/* Native radios rather than Mantine's SegmentedControl, whose sliding indicator measures the page (a forced layout) as the reader first draws. */}
        <div role="radiogroup" aria-label={t('reader.fontSize')} className={classes.fontSizes} data-testid="reader-font-size">
          {READER_FONT_SIZES.map((size) => (
            <label key={size} className={classes.fontSize}>
              <input
                type="radio"
                name="reader-font-size"
                value={size}
                checked={props.fontSize === size}
                onChange={() => props.onFontSize(size)}
                className={classes.fontSizeInput}
              />
              <span aria-label={t(`reader.fontSizes.${size}`)} title={t(`reader.fontSizes.${size}`)} style={{ fontSize: FONT_SAMPLE_PX[size], lineHeight: 1 }}>
                A
              </span>
            </label>
          ))}
        </div>
        {/* Beside the font sizes, as an icon below 62em: the toolbar keeps the lines the server's first screen leaves it. */}
        <AskAiButton
          docId={props.aiChat.docId}
          versionId={props.aiChat.versionId}
          documentNumber={props.aiChat.documentNumber}
          size="compact-md"
          compact={props.aiChat.compact}
        />
        <Group gap={4} wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }} component="form" role="search" onSubmit={(event) => (event.preventDefault(), submit(false))}>
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            size="xs"
            type="search"
            aria-label={t('reader.search.label')}
            placeholder={t('reader.search.placeholder')}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={searchInput}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.shiftKey) {
                event.preventDefault();
                submit(true);
              }
            }}
            data-testid="reader-search-input"
          />
          {props.matchPosition ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} aria-live="polite" data-testid="reader-match-position">
              {props.matchPosition.total === 0 ? '0/0' : `${props.matchPosition.index + 1}/${props.matchPosition.total}`}
            </Text>
          ) : null}
          <ActionIcon variant="default" aria-label={t('reader.search.previous')} onClick={() => props.onStep(-1)} disabled={!props.matchPosition?.total}>
            <IconChevronUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" aria-label={t('reader.search.next')} onClick={() => props.onStep(1)} disabled={!props.matchPosition?.total}>
            <IconChevronDown size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <HintTooltip label={props.bookmarked ? t('reader.bookmarks.removeCurrent') : t('reader.bookmarks.addCurrent')}>
            <ActionIcon
              variant={props.bookmarked ? 'filled' : 'default'}
              size="lg"
              aria-pressed={props.bookmarked}
              aria-label={t('reader.bookmarks.toggle')}
              onClick={props.onToggleBookmark}
              data-testid="reader-bookmark-toggle"
            >
              {props.bookmarked ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
            </ActionIcon>
          </HintTooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <HighlightButton disabled={!props.canHighlight} label={t('reader.highlights.add')} />
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('reader.highlights.colour')}</Menu.Label>
              {HIGHLIGHT_COLOURS.map((colour) => (
                <Menu.Item
                  key={colour}
                  leftSection={<span className={`${classes.swatch} ${classes[`highlight_${colour}`] ?? ''}`} aria-hidden />}
                  onClick={() => props.onHighlight(colour)}
                  data-testid={`reader-highlight-${colour}`}
                >
                  {t(`reader.highlights.colours.${colour}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <HintTooltip label={t('reader.comments.addCurrent')}>
            <ActionIcon variant="default" size="lg" aria-label={t('reader.comments.addCurrent')} onClick={props.onComment} data-testid="reader-comment-button">
              <IconMessagePlus size={18} aria-hidden />
            </ActionIcon>
          </HintTooltip>
        </Group>
        <OfflineToggleSlot docId={props.aiChat.docId} versionId={props.aiChat.versionId} compact />
      </Group>
    </div>
  );
});

/** Keeps the text selection: pressing the button must not collapse what is to be highlighted. */
const HighlightButton = forwardRef<HTMLButtonElement, { disabled: boolean; label: string }>(function HighlightButton({ disabled, label, ...rest }, ref) {
  return (
    <HintTooltip label={label}>
      <ActionIcon
        ref={ref}
        {...rest}
        variant="default"
        size="lg"
        disabled={disabled}
        aria-label={label}
        onMouseDown={(event) => event.preventDefault()}
        data-testid="reader-highlight-button"
      >
        <IconHighlight size={18} aria-hidden />
      </ActionIcon>
    </HintTooltip>
  );
});
