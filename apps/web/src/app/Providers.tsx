import '@mantine/core/styles.css';
import '../lib/theme/themes.css';
import '../lib/theme/tablePalette.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useStore } from 'zustand';
import { cssVariablesResolver, mantineTheme } from '../lib/theme/mantineTheme';
import { confirmStore } from '../lib/confirm/confirmStore';
import { MountWhenNeeded } from '../lib/MountWhenNeeded';
import { onDemandComponent } from '../lib/onDemand';
import { themeScheme } from '../lib/theme/themes';
import { useTheme } from '../lib/theme/useTheme';
import { SessionEffects } from './SessionEffects';
import { StartupOverlay } from './StartupOverlay';
import { ToastStack } from './toasts/ToastStack';

/** Props of Providers. */
export interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

// The confirmation dialog (a Modal with its focus trap and transitions) loads with the first question.
const ConfirmDialog = onDemandComponent(
  async () => (await import('./dialogs/ConfirmDialog')).ConfirmDialog,
);

/** Mounts the confirmation dialog once something asks a question through `confirm()`. */
function ConfirmHost() {
  const asked = useStore(confirmStore, (s) => s.queue.length > 0);
  return (
    <MountWhenNeeded when={asked}>
      <ConfirmDialog />
    </MountWhenNeeded>
  );
}

/**
 * Query client, Mantine under the chosen theme, the session's app-wide effects, and the toasts,
 * dialogs and overlay.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  const theme = useTheme((s) => s.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={mantineTheme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={themeScheme(theme)}
      >
        <SessionEffects />
        {children}
        <ToastStack />
        <ConfirmHost />
        <StartupOverlay />
      </MantineProvider>
    </QueryClientProvider>
  );
}
