import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ASSISTANT_NAME } from '../../ui/mascot/assistantName';
import { RelMascot } from '../../ui/mascot/RelMascot';
import classes from './AssistantStep.module.css';
import { ASSISTANT_INTERACTIVE_DELAY_MS, ASSISTANT_INTRODUCTION } from './model/onboardingSteps';

/** Props of AssistantStep. */
export interface AssistantStepProps {
  firstname: string;
}

/**
 * Step 2 "A new friend!": Rel introduces itself and becomes interactive 2 s later (spec 1 §2, §9):
 * then it can be greeted and answers where to find it.
 */
export function AssistantStep({ firstname }: AssistantStepProps) {
  const [interactive, setInteractive] = useState(false);
  const [greeted, setGreeted] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setInteractive(true), ASSISTANT_INTERACTIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const hello = firstname.trim() === '' ? 'Hello!' : `Hello, ${firstname.trim()}!`;
  return (
    <Stack align="center" ta="center" gap="md">
      <Title order={1} size="h2">
        A new friend!
      </Title>
      <UnstyledButton
        className={classes.mascotButton}
        disabled={!interactive}
        aria-label={`Say hello to ${ASSISTANT_NAME}`}
        data-interactive={interactive || undefined}
        onClick={() => setGreeted(true)}
      >
        <RelMascot size={150} waving={interactive} />
      </UnstyledButton>
      <Text className={classes.bubble} aria-live="polite">
        {greeted
          ? `${hello} In every project you find me at the bottom right. Ask me about tables, relations or SQL whenever you like.`
          : ASSISTANT_INTRODUCTION}
      </Text>
      {interactive && !greeted && (
        <Text size="xs" c="dimmed">
          Click {ASSISTANT_NAME} to say hello.
        </Text>
      )}
    </Stack>
  );
}
