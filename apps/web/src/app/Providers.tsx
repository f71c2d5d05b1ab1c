import '@mantine/core/styles.css';
import '../lib/theme/themes.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, mantineTheme } from '../lib/theme/mantineTheme';
import { themeScheme } from '../lib/theme/themes';
import { useTheme } from '../lib/theme/useTheme';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { SessionEffects } from './SessionEffects';
import { StartupOverlay } from './StartupOverlay';
import { ToastStack } from './toasts/ToastStack';

/** Props of Providers. */
export interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
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
        <ConfirmDialog />
        <StartupOverlay />
      </MantineProvider>
    </QueryClientProvider>
  );
}
