import { Badge, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconMessageQuestion } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSetup, ChatVersion } from '../../../common/ai/ai.contract.ts';
import { useFaqData } from '../../api/ai.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { versionsInOrder, type ChatTarget } from './chat-state.ts';
import classes from './ai-chat.module.css';

/** A step's heading takes the focus when the step appears, so the keyboard and a screen reader follow the wizard. */
export function StepHeading({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <Title ref={heading} order={3} size="h5" tabIndex={-1} data-autofocus={focus || undefined} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}

export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** version-selection: the versions the caller may ask about, the current one first. */
export function VersionStep({ setup, onPick }: { setup: ChatSetup; onPick: (version: ChatVersion) => void }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  return (
    <Stack gap="sm" data-testid="ai-step-version">
      <StepHeading>{t('ai.steps.version.title')}</StepHeading>
      <Text size="sm">{t('ai.steps.version.hint')}</Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {versionsInOrder(setup.versions).map((version) => (
          <li key={version.versionId}>
            <UnstyledButton className={classes.choice} onClick={() => onPick(version)} data-testid="ai-version" data-version-id={version.versionId}>
              <Group gap={6} wrap="wrap">
                <Text fw={600} size="sm" span>
                  {version.versionName}
                </Text>
                {version.current ? (
                  <Badge size="sm" variant="light" color="teal">
                    {t('ai.steps.version.current')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" span display="block">
                {version.title}
              </Text>
              {version.publishedOn ? (
                <Text size="xs" c="dimmed" span display="block">
                  {t('ai.steps.version.published', { date: formatDate(version.publishedOn) })}
                </Text>
              ) : null}
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** language-selection, shown only when the version has several languages and not the user's own. */
export function LanguageStep({ version, onPick, onBack }: { version: ChatVersion; onPick: (language: ChatVersion['lang'][number]) => void; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" data-testid="ai-step-language">
      <StepHeading>{t('ai.steps.language.title')}</StepHeading>
      <Text size="sm">{t('ai.steps.language.hint', { version: version.versionName })}</Text>
      <Group gap="xs" wrap="wrap">
        {version.lang.map((entry) => (
          <Button key={entry.language} variant="default" onClick={() => onPick(entry)} lang={entry.language} data-testid="ai-language">
            {languageName(entry.language, i18n.language)}
          </Button>
        ))}
      </Group>
      <BackButton onClick={onBack} />
    </Stack>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={onClick} data-testid="ai-back">
        {t('ai.steps.back')}
      </Button>
    </Group>
  );
}

/**
 * faq-selection (portal-area.md §4 "Other chat rules"): loading, then active with the questions
 * when there are any; empty or failed leaves it inactive. A question picked is asked as the first one.
 */
export function FaqStep({
  docId,
  target,
  onAsk,
  onSkip,
  onBack,
}: {
  docId: number;
  target: ChatTarget;
  onAsk: (question: string) => void;
  onSkip: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const faq = useFaqData(docId, target.versionId, target.language, true);
  const loading = faq.isPending || faq.stillPending;
  const entries = !loading && faq.data?.status === 'ready' ? faq.data.faqs : [];
  const panel = loading ? 'loading' : entries.length > 0 ? 'active' : 'inactive';
  return (
    <Stack gap="sm" data-testid="ai-step-faq" data-faq-state={panel}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <StepHeading>{t('ai.steps.faq.title')}</StepHeading>
        {/* At the top, not under a long list: asking one's own question is always one step away. */}
        <Button size="compact-md" leftSection={<IconMessageQuestion size={16} aria-hidden />} onClick={onSkip} data-testid="ai-faq-skip">
          {t('ai.steps.faq.skip')}
        </Button>
      </Group>
      {panel === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('ai.steps.faq.loading')}</Text>
        </Group>
      ) : panel === 'inactive' ? (
        <Text size="sm" data-testid="ai-faq-empty">
          {t('ai.steps.faq.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('ai.steps.faq.title')}>
          {entries.map((entry, index) => (
            <li key={index} className={classes.faq} data-testid="ai-faq">
              <div className={classes.faqText}>
                <Text fw={600} size="sm">
                  {entry.question}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {entry.answer}
                </Text>
              </div>
              <Button size="compact-sm" variant="light" onClick={() => onAsk(entry.question)} aria-label={t('ai.steps.faq.askLabel', { question: entry.question })} data-testid="ai-faq-ask">
                {t('ai.steps.faq.ask')}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <BackButton onClick={onBack} />
    </Stack>
  );
}
