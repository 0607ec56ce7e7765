import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrganisationMember } from '../../../common/account/account.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { MemberChatQuota } from './member-chat-quota.tsx';

const AS_CARDS = '(max-width: 47.99em)';

function RoleBadges({ member }: { member: OrganisationMember }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {member.roles.map((role) => (
        <Badge key={role} variant="light" size="sm" tt="none">
          {t(`organisation.role.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** The organisation's members: a table on a wide screen, one card per member on a phone (nothing to scroll sideways). */
export function MembersList({ members }: { members: OrganisationMember[] }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatters();
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });
  const lastLogin = (member: OrganisationMember) => (member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('organisation.never'));

  if (asCards) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('organisation.members')} data-testid="members-table">
        {members.map((member) => (
          <Paper component="li" key={member.id} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.name}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
              <RoleBadges member={member} />
              <Text size="sm" c="dimmed">
                {t('organisation.subId')}: {member.subId} · {t('organisation.lastLogin')}: {lastLogin(member)}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('organisation.chatQuota')}:
                </Text>
                <MemberChatQuota member={member} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('organisation.name')}</Table.Th>
            <Table.Th scope="col">{t('organisation.email')}</Table.Th>
            <Table.Th scope="col">{t('organisation.roles')}</Table.Th>
            <Table.Th scope="col">{t('organisation.subId')}</Table.Th>
            <Table.Th scope="col">{t('organisation.lastLogin')}</Table.Th>
            <Table.Th scope="col">{t('organisation.chatQuota')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>{member.name}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>
                <RoleBadges member={member} />
              </Table.Td>
              <Table.Td>{member.subId}</Table.Td>
              <Table.Td>{lastLogin(member)}</Table.Td>
              <Table.Td>
                <MemberChatQuota member={member} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
