import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '../../../common/domain/roles.ts';
import { useInviteMembers } from '../../api/member-invitations.api.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { useInvitationErrorText, useIssueProblems } from './invitation-issues.ts';
import { SubscriptionSelect, type InviteDialogProps } from './subscription-select.tsx';

const ROLES: readonly UserRole[] = ['member', 'powerUser', 'admin'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Fields = { name: string; email: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** Invites one colleague: name, address (of the organisation's domains) and role; mounted only while open, so it starts empty. */
export function InviteDialog({ domains, seats, ownSubscriptionId, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const errorText = useInvitationErrorText();
  const issueProblems = useIssueProblems();
  const invite = useInviteMembers();
  const [fields, setFields] = useState<Fields>({ name: '', email: '' });
  const [role, setRole] = useState<UserRole>('member');
  const [subscriptionId, setSubscriptionId] = useState<number>(ownSubscriptionId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = fields.name.trim();
    const email = fields.email.trim();
    const found: FieldErrors = {
      ...(name === '' ? { name: t('memberInvitations.panel.invite.nameRequired') } : {}),
      ...(!EMAIL_PATTERN.test(email) ? { email: t('memberInvitations.panel.invite.emailInvalid') } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await invite.mutateAsync({ invitees: [{ name, email, role }], ...(seats.length > 1 ? { subscriptionId } : {}) });
      showSuccessToast(t('memberInvitations.panel.invite.sent', { email }));
      onClose();
    } catch (error) {
      const problems = issueProblems(error);
      const byField: FieldErrors = {};
      for (const problem of problems) if (problem.field === 'name' || problem.field === 'email') byField[problem.field] = problem.text;
      setErrors(byField);
      setFailure(Object.keys(byField).length > 0 ? null : (problems[0]?.text ?? errorText(error)));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('memberInvitations.panel.invite.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="invite-form">
        <Stack gap="sm">
          <TextInput label={t('memberInvitations.panel.invite.name')} value={fields.name} onChange={set('name')} error={errors.name} maxLength={200} required data-autofocus data-testid="invite-name" />
          <TextInput
            label={t('memberInvitations.panel.invite.email')}
            description={domains.length > 0 ? t('memberInvitations.panel.invite.emailHint', { domains: domains.join(', ') }) : undefined}
            type="email"
            value={fields.email}
            onChange={set('email')}
            error={errors.email}
            maxLength={254}
            required
            data-testid="invite-email"
            styles={{ description: { overflowWrap: 'anywhere' } }}
          />
          <Select
            label={t('memberInvitations.panel.invite.role')}
            data={ROLES.map((value) => ({ value, label: t(`organisation.role.${value}`) }))}
            value={role}
            onChange={(value) => setRole(ROLES.find((entry) => entry === value) ?? 'member')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="invite-role"
          />
          <SubscriptionSelect seats={seats} value={subscriptionId} onChange={setSubscriptionId} />
          <Text size="xs" c="dimmed">
            {t('memberInvitations.panel.invite.note')}
          </Text>
          <DialogActions error={failure} pending={invite.isPending} submitLabel={t('memberInvitations.panel.invite.submit')} submitTestId="invite-submit" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
