import { Alert, Code, FileInput, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_INVITATIONS_CSV_MAX_CHARS, MEMBER_INVITATIONS_MAX_ROWS } from '../../../common/account/member-invitations.values.ts';
import { useImportInvitationsCsv } from '../../api/member-invitations.api.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { useInvitationErrorText, useIssueProblems, type FieldProblem } from './invitation-issues.ts';
import { SubscriptionSelect, type InviteDialogProps } from './subscription-select.tsx';

/** The example the dialog shows, with the organisation's own domain so it reads as theirs. */
function exampleOf(domain: string): string {
  return ['name,email,role', `Jane Doe,jane.doe@${domain},member`, `"Smith, John",john.smith@${domain},powerUser`].join('\n');
}

/**
 * Invites the lines of a CSV, pasted or read from a file in the browser (nothing is uploaded but
 * its text). The server takes all the lines or none: each bad line comes back with its number
 * and what is wrong with it.
 */
export function CsvInviteDialog({ domains, seats, ownSubscriptionId, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const errorText = useInvitationErrorText();
  const issueProblems = useIssueProblems();
  const { formatNumber } = useFormatters();
  const importCsv = useImportInvitationsCsv();
  const [csv, setCsv] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [subscriptionId, setSubscriptionId] = useState(ownSubscriptionId);
  const [inputError, setInputError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const tooLarge = () => t('memberInvitations.panel.csv.tooLarge', { max: formatNumber(MEMBER_INVITATIONS_CSV_MAX_CHARS) });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblems([]);
    setFailure(null);
    if (!chosen) return;
    // Characters take at least a byte each: a file larger than this cannot fit.
    if (chosen.size > MEMBER_INVITATIONS_CSV_MAX_CHARS * 4) return setInputError(tooLarge());
    const text = await chosen.text();
    setInputError(text.length > MEMBER_INVITATIONS_CSV_MAX_CHARS ? tooLarge() : null);
    setCsv(text);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblems([]);
    setFailure(null);
    const invalid = csv.trim() === '' ? t('memberInvitations.panel.csv.empty') : csv.length > MEMBER_INVITATIONS_CSV_MAX_CHARS ? tooLarge() : null;
    setInputError(invalid);
    if (invalid) return;
    try {
      const reply = await importCsv.mutateAsync({ csv, ...(seats.length > 1 ? { subscriptionId } : {}) });
      showSuccessToast(t('memberInvitations.panel.csv.sent', { number: formatNumber(reply.invited.length) }));
      onClose();
    } catch (error) {
      const found = issueProblems(error);
      setProblems(found);
      if (found.length === 0) setFailure(errorText(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('memberInvitations.panel.csv.title')} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="csv-form">
        <Stack gap="sm">
          <Text size="sm">{t('memberInvitations.panel.csv.format', { max: formatNumber(MEMBER_INVITATIONS_MAX_ROWS) })}</Text>
          <Code block aria-label={t('memberInvitations.panel.csv.example')} data-testid="csv-example" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {exampleOf(domains[0] ?? 'example.com')}
          </Code>
          <Textarea
            label={t('memberInvitations.panel.csv.text')}
            value={csv}
            onChange={(event) => {
              setCsv(event.currentTarget.value);
              setInputError(null);
            }}
            error={inputError}
            autosize
            minRows={5}
            maxRows={12}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-autofocus
            data-testid="csv-text"
          />
          <FileInput
            label={t('memberInvitations.panel.csv.file')}
            placeholder={t('memberInvitations.panel.csv.filePlaceholder')}
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t('memberInvitations.panel.csv.clearFile') }}
            data-testid="csv-file"
          />
          <SubscriptionSelect seats={seats} value={subscriptionId} onChange={setSubscriptionId} />
          {problems.length > 0 ? (
            <Alert color="red" role="alert" title={t('memberInvitations.panel.csv.rejected')} data-testid="csv-errors">
              <List size="sm" spacing={4}>
                {problems.map((problem) => (
                  <List.Item key={`${problem.index}-${problem.field ?? ''}-${problem.text}`} data-testid="csv-line-error" data-line={problem.index} style={{ overflowWrap: 'anywhere' }}>
                    {t('memberInvitations.panel.csv.lineError', { line: problem.index, message: problem.text })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <DialogActions error={failure} pending={importCsv.isPending} submitLabel={t('memberInvitations.panel.csv.submit')} submitTestId="csv-submit" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
