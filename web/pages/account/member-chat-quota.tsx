import { ActionIcon, Button, Group, NumberInput, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_CHAT_QUOTA_MAX, type OrganisationMember } from '../../../common/account/account.contract.ts';
import { useMemberChatQuotaMutation } from '../../api/account.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';

/**
 * A member's AI questions a month: their own number or the product's default, changed in place
 * by an organisation admin (an empty field goes back to the default).
 */
export function MemberChatQuota({ member }: { member: OrganisationMember }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const errorText = useErrorText();
  const save = useMemberChatQuotaMutation();
  const [draft, setDraft] = useState<string | number | null>(null);
  const shown = member.aiChatQuota === null ? t('organisation.chatQuotaDefault', { count: member.aiChatQuotaDefault, value: formatNumber(member.aiChatQuotaDefault) }) : formatNumber(member.aiChatQuota);

  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" data-testid="member-chat-quota">
          {shown}
        </Text>
        {member.actions.setChatQuota ? (
          <ActionIcon variant="subtle" size="sm" aria-label={t('organisation.editChatQuota', { name: member.name })} onClick={() => setDraft(member.aiChatQuota ?? '')}>
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    );
  }

  const submit = () => {
    const aiChatQuota = draft === '' ? null : Number(draft);
    save.mutate(
      { userId: member.id, aiChatQuota },
      {
        onSuccess: () => {
          setDraft(null);
          showSuccessToast(t('organisation.chatQuotaSaved', { name: member.name }));
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDraft(null);
      }}
    >
      <Group gap={4} align="flex-start" wrap="wrap">
        <NumberInput
          size="xs"
          w={110}
          min={0}
          max={MEMBER_CHAT_QUOTA_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={draft}
          onChange={setDraft}
          placeholder={formatNumber(member.aiChatQuotaDefault)}
          aria-label={t('organisation.chatQuotaLabel', { name: member.name })}
          description={t('organisation.chatQuotaHint', { value: formatNumber(member.aiChatQuotaDefault) })}
          error={save.error ? errorText(save.error) : undefined}
          data-autofocus
          autoFocus
        />
        <Button type="submit" size="xs" loading={save.isPending}>
          {t('organisation.save')}
        </Button>
        <Button type="button" size="xs" variant="default" onClick={() => setDraft(null)}>
          {t('common.cancel')}
        </Button>
      </Group>
    </form>
  );
}
