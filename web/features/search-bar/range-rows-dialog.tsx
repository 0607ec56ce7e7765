import { ActionIcon, Alert, Badge, Button, Group, Modal, Select, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstRangeRowProblem, type RangeRow, type RangeRowProblem, type RangeRule } from '../../../common/materials/range-rows.ts';
import { useMobileBar } from './mobile-bar-context.ts';
import { addRow, problemInput, removeRow, rowsForDialog, rowsToKeep, updateRow, type RangeRowInput } from './range-rows-edit.ts';
import classes from './search-bar.module.css';
import { useLookupOptions, type LookupKey } from './use-lookup-options.ts';

/** A row's values are short numbers; the server refuses more than 32 characters. */
const VALUE_MAX = 32;

type RangeRowsFieldProps = {
  /** The button's text and the popup's title ('Chemical composition'). */
  label: string;
  /** What a row picks ('Element', 'Property'). */
  elementLabel: string;
  /** How the values are meant ('Values in mass %'). */
  hint: string;
  /** The options of the row's first field. */
  optionsKey: LookupKey;
  /** The unit a row's values are in, shown in its labels ('%', 'MPa'); empty for none. */
  unitOf: (elementValue: string) => string;
  rule: RangeRule;
  rows: RangeRow[];
  onChange: (rows: RangeRow[]) => void;
  testId: string;
};

/**
 * A popup of range rows (search-area.md §3 "A composition or property filter row", §5): the button
 * shows how many rows are set and opens the popup, where rows are edited on a copy; Apply checks
 * them by the popup's rule and keeps them, or names the first problem and focuses its row.
 */
export function RangeRowsField({ label, elementLabel, hint, optionsKey, unitOf, rule, rows, onChange, testId }: RangeRowsFieldProps) {
  const { t } = useTranslation();
  const mobile = useMobileBar();
  const [opened, setOpened] = useState(false);
  // Each opening edits a fresh copy of the kept rows.
  const [session, setSession] = useState(0);
  const count = rowsToKeep(rows).length;

  const open = () => {
    setSession((current) => current + 1);
    setOpened(true);
  };

  return (
    <div className={classes.popupButtonCell}>
      <Button
        variant={count > 0 ? 'light' : 'default'}
        fullWidth
        onClick={open}
        aria-haspopup="dialog"
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle aria-hidden data-testid={`${testId}-count`}>
              {count}
            </Badge>
          ) : null
        }
        data-testid={testId}
      >
        {label}
        {count > 0 ? <VisuallyHidden component="span">{` (${t('searchBar.rows.setCount', { number: count })})`}</VisuallyHidden> : null}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={label}
        size="xl"
        fullScreen={mobile}
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid={`${testId}-dialog`}
      >
        {opened ? (
          <RangeRowsEditor
            key={session}
            kept={rows}
            elementLabel={elementLabel}
            hint={hint}
            optionsKey={optionsKey}
            unitOf={unitOf}
            rule={rule}
            onApply={(kept) => {
              onChange(kept);
              setOpened(false);
            }}
            onCancel={() => setOpened(false)}
            testId={testId}
          />
        ) : null}
      </Modal>
    </div>
  );
}

type RangeRowsEditorProps = Omit<RangeRowsFieldProps, 'label' | 'rows' | 'onChange'> & {
  kept: RangeRow[];
  onApply: (rows: RangeRow[]) => void;
  onCancel: () => void;
};

/** The popup's body: its rows, Add row, the first problem found, Apply and Cancel. */
function RangeRowsEditor({ kept, elementLabel, hint, optionsKey, unitOf, rule, onApply, onCancel, testId }: RangeRowsEditorProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => rowsForDialog(kept));
  // Stable keys, so deleting a row keeps the others' inputs (and a picker's typed text) in place.
  const nextKey = useRef(rows.length);
  const [keys, setKeys] = useState(() => rows.map((_, index) => index));
  const [problem, setProblem] = useState<RangeRowProblem | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const { options, loading } = useLookupOptions(optionsKey, true);

  const inputRef = (index: number, input: RangeRowInput) => (element: HTMLInputElement | null) => {
    const key = `${index}:${input}`;
    if (element) inputs.current.set(key, element);
    else inputs.current.delete(key);
  };
  // A row's input the popup does not show (a deviation, where the rule takes none) gives the focus to its element.
  const focus = (index: number, input: RangeRowInput) => (inputs.current.get(`${index}:${input}`) ?? inputs.current.get(`${index}:element`))?.focus();

  const edit = (index: number, patch: Partial<RangeRow>) => {
    setRows((current) => updateRow(current, index, patch));
    setProblem(null);
  };

  const add = () => {
    const index = rows.length;
    setRows(addRow(rows));
    setKeys([...keys, nextKey.current++]);
    setProblem(null);
    // The new row's first field takes the focus once it is drawn.
    window.requestAnimationFrame(() => focus(index, 'element'));
  };

  const remove = (index: number) => {
    setRows(removeRow(rows, index));
    setKeys(keys.filter((_, at) => at !== index));
    setProblem(null);
    window.requestAnimationFrame(() => focus(index - 1, 'element'));
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    // The popup's form sits in the bar's form in React's tree: its submit must not reach the bar.
    event.preventDefault();
    event.stopPropagation();
    const found = firstRangeRowProblem(rows, rule);
    setProblem(found);
    if (found) {
      focus(found.row, problemInput(rows, found, rule));
      return;
    }
    onApply(rowsToKeep(rows));
  };

  const optionData = options.map((option) => ({ value: option.id, label: option.text }));
  // A kept row whose element the list does not hold (yet) still shows it.
  for (const row of rows) {
    if (row.elementValue !== '' && !optionData.some((option) => option.value === row.elementValue)) {
      optionData.push({ value: row.elementValue, label: row.element || row.elementValue });
    }
  }

  const withUnit = (text: string, row: RangeRow) => {
    const unit = row.elementValue === '' ? '' : unitOf(row.elementValue);
    return unit === '' ? text : `${text} (${unit})`;
  };
  const bad = (index: number, input: RangeRowInput) => problem !== null && problem.row === index && problemInput(rows, problem, rule) === input;
  const errorId = `${testId}-error`;

  return (
    <form onSubmit={apply} noValidate data-testid={`${testId}-form`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {problem ? (
          <Alert color="red" role="alert" id={errorId} data-testid={errorId}>
            {t(`searchBar.rows.errors.${problem.error}`, problem.values)}
          </Alert>
        ) : null}
        {rows.map((row, index) => {
          const number = index + 1;
          const value = (input: Exclude<RangeRowInput, 'element'>, text: string) => (
            <TextInput
              ref={inputRef(index, input)}
              // A deviation is a percentage of the single value, whatever the property's unit.
              label={input === 'deviation' ? text : withUnit(text, row)}
              value={row[input]}
              onChange={(event) => edit(index, { [input]: event.currentTarget.value })}
              inputMode="decimal"
              maxLength={VALUE_MAX}
              error={bad(index, input)}
              aria-describedby={bad(index, input) ? errorId : undefined}
              data-testid={`${testId}-${input === 'minValue' ? 'min' : input === 'maxValue' ? 'max' : input === 'singleValue' ? 'single' : 'deviation'}-${index}`}
            />
          );
          return (
            <fieldset key={keys[index]} className={classes.rangeRow} data-testid={`${testId}-row-${index}`}>
              <legend className={classes.rangeRowLegend}>{t('searchBar.rows.row', { number })}</legend>
              <div className={classes.rangeRowFields} style={{ '--range-values': rule.withDeviation ? 4 : 3 } as CSSProperties}>
                <Select
                  ref={inputRef(index, 'element')}
                  label={elementLabel}
                  placeholder={t('searchBar.rows.choose')}
                  value={row.elementValue === '' ? null : row.elementValue}
                  onChange={(next, option) => edit(index, { elementValue: next ?? '', element: next === null ? '' : (option?.label ?? next) })}
                  data={optionData}
                  searchable
                  clearable
                  nothingFoundMessage={loading ? t('common.loading') : t('common.noResults')}
                  comboboxProps={{ zIndex: 400 }}
                  clearButtonProps={{ 'aria-label': t('searchBar.clearField', { field: elementLabel }) }}
                  error={bad(index, 'element')}
                  aria-describedby={bad(index, 'element') ? errorId : undefined}
                  data-testid={`${testId}-element-${index}`}
                />
                {value('minValue', t('searchBar.rows.min'))}
                {value('maxValue', t('searchBar.rows.max'))}
                {value('singleValue', t('searchBar.rows.single'))}
                {rule.withDeviation ? value('deviation', t('searchBar.rows.deviation')) : null}
                <div className={classes.rangeRowDelete}>
                  {index > 0 ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => remove(index)}
                      aria-label={t('searchBar.rows.deleteRow', { number })}
                      data-testid={`${testId}-delete-${index}`}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </div>
              </div>
            </fieldset>
          );
        })}
        <Group>
          <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} data-testid={`${testId}-add`}>
            {t('searchBar.rows.addRow')}
          </Button>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" data-testid={`${testId}-apply`}>
            {t('searchBar.rows.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
