import { Box, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { profileMessages } from '../messages';
import classes from './wizard-steps-nav.module.css';

const w = profileMessages.wizard;

/**
 * The steps sidebar: completed, current or disabled steps; only the current one is a button (it brings
 * the step's form into view and focus).
 */
export function WizardStepsNav({ current, onCurrentClick }: { current: number; onCurrentClick(): void }) {
  return (
    <nav aria-label={w.stepsLabel}>
      <ol className={classes.list}>
        {w.steps.map((title, index) => {
          const state = index < current ? 'completed' : index === current ? 'current' : 'disabled';
          const label = { completed: w.stateCompleted, current: w.stateCurrent, disabled: w.stateDisabled }[
            state
          ];
          const content = (
            <>
              <ThemeIcon
                radius="xl"
                size="md"
                color={state === 'completed' ? 'green' : state === 'current' ? 'blue' : 'gray'}
                variant={state === 'disabled' ? 'light' : 'filled'}
                aria-hidden="true"
              >
                {state === 'completed' ? '✓' : index + 1}
              </ThemeIcon>
              <Box>
                <Text fw={state === 'current' ? 700 : 400}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Box>
            </>
          );
          return (
            <li key={title} className={classes.item} data-state={state}>
              {state === 'current' ? (
                <UnstyledButton className={classes.step} aria-current="step" onClick={onCurrentClick}>
                  {content}
                </UnstyledButton>
              ) : (
                <div className={classes.step} aria-disabled={state === 'disabled' || undefined}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
